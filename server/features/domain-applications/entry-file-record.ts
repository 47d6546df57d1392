/** An entry file as the contract shows it (`EntryFile`): the row with the name of its entry. */
import { asc, eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { entryConfigs, entryFiles } from '../../db/schema';
import type { Queryable } from '../../db/database';

export type EntryFile = components['schemas']['EntryFile'];

const entryFileColumns = {
  id: entryFiles.id,
  applicationId: entryFiles.applicationId,
  entryConfigId: entryFiles.entryConfigId,
  entryName: entryConfigs.name,
  name: entryFiles.name,
  size: entryFiles.size,
  sha256: entryFiles.sha256,
  contentType: entryFiles.contentType,
  uploadedAt: entryFiles.uploadedAt,
};

function selectEntryFiles(db: Queryable) {
  return db
    .select(entryFileColumns)
    .from(entryFiles)
    .innerJoin(entryConfigs, eq(entryConfigs.id, entryFiles.entryConfigId));
}

type EntryFileRow = Awaited<ReturnType<typeof selectEntryFiles>>[number];

function toEntryFile(row: EntryFileRow): EntryFile {
  return { ...row, uploadedAt: row.uploadedAt.toISOString() };
}

export async function loadEntryFile(db: Queryable, id: string): Promise<EntryFile | undefined> {
  const [row] = await selectEntryFiles(db).where(eq(entryFiles.id, id));
  return row === undefined ? undefined : toEntryFile(row);
}

/** The files of an application, by entry in the domain's order, then in the order they came. */
export async function listEntryFiles(db: Queryable, applicationId: string): Promise<EntryFile[]> {
  const rows = await selectEntryFiles(db)
    .where(eq(entryFiles.applicationId, applicationId))
    .orderBy(asc(entryConfigs.sortOrder), asc(entryFiles.uploadedAt), asc(entryFiles.id));
  return rows.map(toEntryFile);
}

/**
 * The entry files of an application as its detail lists them, grouped by the entry they belong to in
 * the domain's order, then in the order they were uploaded.
 */
import { asc, eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { entryConfigs, entryFiles } from '../../db/schema';
import type { Queryable } from './application-record';

type EntryFile = components['schemas']['EntryFile'];

export async function loadApplicationFiles(
  db: Queryable,
  applicationId: string,
): Promise<EntryFile[]> {
  const rows = await db
    .select({
      id: entryFiles.id,
      applicationId: entryFiles.applicationId,
      entryConfigId: entryFiles.entryConfigId,
      entryName: entryConfigs.name,
      name: entryFiles.name,
      size: entryFiles.size,
      sha256: entryFiles.sha256,
      contentType: entryFiles.contentType,
      uploadedAt: entryFiles.uploadedAt,
    })
    .from(entryFiles)
    .innerJoin(entryConfigs, eq(entryConfigs.id, entryFiles.entryConfigId))
    .where(eq(entryFiles.applicationId, applicationId))
    .orderBy(asc(entryConfigs.sortOrder), asc(entryFiles.uploadedAt), asc(entryFiles.id));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

/**
 * An entry config as operators see it (the contract's `EntryConfig`), with the number of files
 * uploaded for it: a config that has files can only be disabled, never deleted.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Queryable } from '../../db/database';
import { entryConfigs, entryFiles } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import { orderedFileTypes } from '../../kernel/upload-check/file-types';

export type EntryConfig = components['schemas']['EntryConfig'];

/** Every column of the config, and how many files were uploaded for it. */
export const entryConfigColumns = {
  ...getTableColumns(entryConfigs),
  // Through `eq`, which names both tables: a bare column in a one-table select is left unqualified,
  // and an unqualified "id" inside the subquery would be the file's own id.
  fileCount:
    sql<number>`(select count(*) from ${entryFiles} where ${eq(entryFiles.entryConfigId, entryConfigs.id)})`.mapWith(
      Number,
    ),
};

export type EntryConfigRow = typeof entryConfigs.$inferSelect & { readonly fileCount: number };

export function toEntryConfig(row: EntryConfigRow): EntryConfig {
  return {
    ...row,
    allowedTypes: orderedFileTypes(row.allowedTypes),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const entryConfigNotFound = () => recordNotFound('入驻材料配置');

export async function findEntryConfig(db: Queryable, id: string): Promise<EntryConfigRow> {
  const [row] = await db
    .select(entryConfigColumns)
    .from(entryConfigs)
    .where(eq(entryConfigs.id, id));
  if (row === undefined) throw entryConfigNotFound();
  return row;
}

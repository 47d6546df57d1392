/**
 * A content-wall entry as the editing operations read and answer it (the contract's `ContentWallEntry`),
 * and the lock that makes two editors' saves of one entry take turns.
 */
import { eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { DatabaseTransaction } from '../../db/database';
import { contentWallEntries } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';

export type ContentWallKey = components['schemas']['ContentWallKey'];
export type ContentWallEntry = components['schemas']['ContentWallEntry'];
export type StoredContentWallEntry = typeof contentWallEntries.$inferSelect;

/** 4011 内容条目不存在. */
export function contentEntryNotFound() {
  return recordNotFound('内容条目');
}

/** The entry, locked until the transaction ends; 4011 when the key has no entry. */
export async function lockContentEntry(
  tx: DatabaseTransaction,
  key: ContentWallKey,
): Promise<StoredContentWallEntry> {
  const [row] = await tx
    .select()
    .from(contentWallEntries)
    .where(eq(contentWallEntries.key, key))
    .for('update');
  if (row === undefined) throw contentEntryNotFound();
  return row;
}

export function toContentWallEntry(
  key: ContentWallKey,
  row: StoredContentWallEntry,
): ContentWallEntry {
  return { key, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/** 4212: the request would change nothing; the entry as it stands comes back silently. */
export function contentUnchanged(key: ContentWallKey, row: StoredContentWallEntry, msg: string) {
  return { code: EnvelopeCode.nothingToChange, msg, data: toContentWallEntry(key, row) };
}

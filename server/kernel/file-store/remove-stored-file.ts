/**
 * Deletes the bytes of a stored file. Called in the transaction that deletes the file's record, so
 * the two go together; a key with no bytes is no error.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { storedFileChunks } from '../../db/schema';

export async function removeStoredFile(db: Queryable, storageKey: string): Promise<void> {
  await db.delete(storedFileChunks).where(eq(storedFileChunks.storageKey, storageKey));
}

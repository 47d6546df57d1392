/** What `stored_file_chunks` holds, as tests look at it: the keys with bytes, and one file's bytes. */
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../server/db/database';
import { storedFileChunks } from '../../server/db/schema';

/** Every storage key that has bytes stored, sorted. */
export async function storedKeys(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storageKey: storedFileChunks.storageKey })
    .from(storedFileChunks)
    .orderBy(asc(storedFileChunks.storageKey));
  return rows.map((row) => row.storageKey);
}

/** The chunks of one file, in order. */
export function storedChunks(db: Queryable, storageKey: string) {
  return db
    .select({ byteOffset: storedFileChunks.byteOffset, data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.storageKey, storageKey))
    .orderBy(asc(storedFileChunks.byteOffset));
}

/** The bytes stored under a key, its chunks joined. */
export async function storedBytes(db: Queryable, storageKey: string): Promise<Buffer> {
  return Buffer.concat((await storedChunks(db, storageKey)).map((chunk) => chunk.data));
}

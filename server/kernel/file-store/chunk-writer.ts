/**
 * Writes the bytes of one stored file into `stored_file_chunks` as they arrive: pieces of any size
 * are gathered into chunks of `storedChunkBytes` (the last one shorter), and each chunk is inserted as
 * soon as it is full, so a writer holds at most one chunk in memory however large the file.
 */
import type { Queryable } from '../../db/database';
import { storedFileChunks } from '../../db/schema';

/** Large enough that a file is a few rows, small enough that a chunk in memory per upload is cheap. */
export const storedChunkBytes = 256 * 1024;

export interface ChunkWriter {
  /** Adds bytes at the end of the file; resolves once every chunk they completed is stored. */
  append(piece: Uint8Array): Promise<void>;
  /** Stores what is left as the last chunk; returns the file's size. */
  finish(): Promise<number>;
}

export function chunkWriter(db: Queryable, storageKey: string): ChunkWriter {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let written = 0;

  const insert = async (data: Buffer) => {
    await db.insert(storedFileChunks).values({ storageKey, byteOffset: written, data });
    written += data.length;
  };

  return {
    async append(piece) {
      if (piece.length === 0) return;
      pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
      pendingBytes += piece.length;
      if (pendingBytes < storedChunkBytes) return;
      let gathered = Buffer.concat(pending, pendingBytes);
      while (gathered.length >= storedChunkBytes) {
        await insert(gathered.subarray(0, storedChunkBytes));
        gathered = gathered.subarray(storedChunkBytes);
      }
      pending = gathered.length > 0 ? [gathered] : [];
      pendingBytes = gathered.length;
    },
    async finish() {
      if (pendingBytes > 0) await insert(Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      return written;
    },
  };
}

/**
 * Stores an upload as it arrives, under a new server-made key, hashing and measuring it on the way.
 * The bytes go to the database chunk by chunk, outside any transaction (a slow client must not hold
 * one open); the caller records the file afterwards, and removes the bytes if it refuses the file.
 * Past `maxBytes` the chunks already stored are removed and nothing more is stored, but the stream is
 * still read to its end, so the client's request completes and gets its answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import { chunkWriter } from './chunk-writer';
import { removeStoredFile } from './remove-stored-file';

export type StoreOutcome =
  | {
      readonly kind: 'stored';
      readonly storageKey: string;
      readonly size: number;
      readonly sha256: string;
    }
  /** The stream held more than the limit; it was read to its end and nothing of it was kept. */
  | { readonly kind: 'tooLarge' };

export async function storeUploadStream(
  db: Database,
  stream: Readable,
  maxBytes: number,
): Promise<StoreOutcome> {
  const storageKey = randomUUID();
  const writer = chunkWriter(db, storageKey);
  const hash = createHash('sha256');
  let size = 0;
  let tooLarge = false;
  try {
    for await (const piece of stream) {
      if (!(piece instanceof Uint8Array))
        throw new Error('an upload stream gave text instead of bytes');
      if (tooLarge) continue;
      size += piece.length;
      if (size > maxBytes) {
        tooLarge = true;
        await removeStoredFile(db, storageKey);
        continue;
      }
      hash.update(piece);
      await writer.append(piece);
    }
    if (tooLarge) return { kind: 'tooLarge' };
    await writer.finish();
  } catch (error) {
    await removeStoredFile(db, storageKey);
    throw error;
  }
  return { kind: 'stored', storageKey, size, sha256: hash.digest('hex') };
}

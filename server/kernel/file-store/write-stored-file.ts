/**
 * Stores bytes already in hand, or read from a local file, under a key the caller chose (the demo
 * data's stable keys, the keys of files moved in from the data directory). Meant to run in the
 * transaction that records the file, so the record and its bytes appear together.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { chunkWriter } from './chunk-writer';

export interface StoredDigest {
  readonly sha256: string;
  readonly size: number;
}

export async function writeStoredFile(
  db: Queryable,
  storageKey: string,
  source: readonly Uint8Array[] | AsyncIterable<Uint8Array>,
): Promise<StoredDigest> {
  const writer = chunkWriter(db, storageKey);
  const hash = createHash('sha256');
  for await (const piece of source) {
    hash.update(piece);
    await writer.append(piece);
  }
  const size = await writer.finish();
  return { sha256: hash.digest('hex'), size };
}

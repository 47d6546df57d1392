/**
 * The file store (`server/kernel/file-store/`): files in `stored_file_chunks`, written and read chunk
 * by chunk, an upload over its limit leaving nothing, and deletion. Runs on PGlite, and on PostgreSQL
 * under scripts/with-postgres.sh.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { DatabaseConnection } from '../../server/db/database';
import { storedChunkBytes } from '../../server/kernel/file-store/chunk-writer';
import {
  digestOfStoredFile,
  readStoredChunks,
  storedFileReader,
} from '../../server/kernel/file-store/read-stored-file';
import { removeStoredFile } from '../../server/kernel/file-store/remove-stored-file';
import { storeUploadStream } from '../../server/kernel/file-store/store-upload-stream';
import { writeStoredFile } from '../../server/kernel/file-store/write-stored-file';
import { testDatabase } from '../support/server-app';
import { storedBytes, storedChunks, storedKeys } from '../support/stored-files';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `size` bytes in a pattern that does not repeat at chunk boundaries. */
function patterned(size: number, step: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * step + 7) % 251;
  return bytes;
}

/** The bytes in pieces of `size`, as a stream or a socket hands them over. */
function piecesOf(bytes: Buffer, size: number): Buffer[] {
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );
}

async function joined(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('stored files (stored_file_chunks)', () => {
  let connection: DatabaseConnection;
  const db = () => connection.db;

  beforeAll(async () => {
    connection = await openDatabase(await testDatabase(), console);
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('writes a file of several chunks and reads it back byte for byte, whole and in ranges', async () => {
    const bytes = patterned(storedChunkBytes * 2 + 1000, 13);
    // Pieces that do not divide the chunk size, so chunks are cut across them.
    const digest = await writeStoredFile(
      db(),
      'round-trip',
      Readable.from(piecesOf(bytes, 10_000)),
    );
    expect(digest).toEqual({ sha256: sha256(bytes), size: bytes.length });
    const chunks = await storedChunks(db(), 'round-trip');
    expect(chunks.map((chunk) => [chunk.byteOffset, chunk.data.length])).toEqual([
      [0, storedChunkBytes],
      [storedChunkBytes, storedChunkBytes],
      [storedChunkBytes * 2, 1000],
    ]);
    expect((await joined(readStoredChunks(db(), 'round-trip'))).equals(bytes)).toBe(true);
    expect(await digestOfStoredFile(db(), 'round-trip')).toEqual(digest);

    const readAt = storedFileReader(db(), 'round-trip');
    const ranges: [number, number][] = [
      [0, 8],
      [storedChunkBytes - 5, 10],
      [storedChunkBytes - 1, storedChunkBytes + 2],
      [storedChunkBytes * 2 + 990, 100],
      [bytes.length, 10],
      [12, 34],
      [0, bytes.length],
    ];
    for (const [position, length] of ranges) {
      const read = await readAt(position, length);
      expect(read.equals(bytes.subarray(position, position + length))).toBe(true);
    }
  });

  it('stores an upload stream under a new key, measured and hashed', async () => {
    const bytes = patterned(storedChunkBytes + 77, 29);
    const outcome = await storeUploadStream(
      db(),
      Readable.from(piecesOf(bytes, 64 * 1024)),
      bytes.length,
    );
    expect(outcome).toEqual({
      kind: 'stored',
      storageKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      size: bytes.length,
      sha256: sha256(bytes),
    });
    if (outcome.kind !== 'stored') return;
    expect((await storedBytes(db(), outcome.storageKey)).equals(bytes)).toBe(true);
  });

  it('keeps nothing of an upload that passes its limit midway, and still reads it to its end', async () => {
    const before = await storedKeys(db());
    const pieces = piecesOf(patterned(storedChunkBytes * 3, 17), 64 * 1024);
    let handedOver = 0;
    const stream = Readable.from(
      (function* () {
        for (const piece of pieces) {
          handedOver += 1;
          yield piece;
        }
      })(),
    );
    expect(await storeUploadStream(db(), stream, storedChunkBytes * 2 + 10)).toEqual({
      kind: 'tooLarge',
    });
    expect(handedOver).toBe(pieces.length);
    expect(await storedKeys(db())).toEqual(before);
  });

  it('keeps nothing of an upload whose stream fails midway', async () => {
    const before = await storedKeys(db());
    const stream = Readable.from(
      (function* () {
        for (let index = 0; index < 6; index += 1) yield patterned(100_000, index + 3);
        throw new Error('connection lost');
      })(),
    );
    await expect(storeUploadStream(db(), stream, 10 * storedChunkBytes)).rejects.toThrow(
      'connection lost',
    );
    expect(await storedKeys(db())).toEqual(before);
  });

  it("deletes a file's chunks, and only its", async () => {
    await writeStoredFile(db(), 'to-delete', [patterned(storedChunkBytes + 1, 3)]);
    await writeStoredFile(db(), 'to-keep', [patterned(500, 5)]);
    await removeStoredFile(db(), 'to-delete');
    expect(await storedChunks(db(), 'to-delete')).toEqual([]);
    expect(await digestOfStoredFile(db(), 'to-delete')).toEqual({
      sha256: sha256(Buffer.alloc(0)),
      size: 0,
    });
    expect((await storedBytes(db(), 'to-keep')).equals(patterned(500, 5))).toBe(true);
  });
});

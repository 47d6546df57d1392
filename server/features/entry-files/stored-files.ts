/**
 * The bytes of entry files, under `<dataDir>/files/`, each named by a server-made uuid (never by the
 * uploader). The folder is the configured data directory whichever database runs, so PostgreSQL
 * deployments keep their files there too. Uploads are streamed to disk, hashed and measured on the way.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signatureLength } from './file-signatures';

function filesDirectory(dataDir: string): string {
  return path.join(dataDir, 'files');
}

const storageKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Storage keys are made here; anything else is never joined into a path. */
function storedPath(dataDir: string, storageKey: string): string {
  if (!storageKeyPattern.test(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
  return path.join(filesDirectory(dataDir), storageKey);
}

export type StoreOutcome =
  | {
      readonly kind: 'stored';
      readonly storageKey: string;
      readonly size: number;
      readonly sha256: string;
      /** The first bytes, to tell the type by. */
      readonly head: Buffer;
    }
  /** The stream held more than the limit; it was read to its end and nothing of it was kept. */
  | { readonly kind: 'tooLarge' };

/**
 * Writes `stream` to a new file while computing its SHA-256. Past `maxBytes` nothing more is written
 * but the stream is still read to its end, so the client's request completes and gets its answer.
 */
export async function storeStream(
  dataDir: string,
  stream: Readable,
  maxBytes: number,
): Promise<StoreOutcome> {
  await mkdir(filesDirectory(dataDir), { recursive: true });
  const storageKey = randomUUID();
  const target = storedPath(dataDir, storageKey);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let tooLarge = false;

  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (tooLarge) {
        callback();
        return;
      }
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        callback();
        return;
      }
      if (headLength < signatureLength) {
        const part = chunk.subarray(0, signatureLength - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });

  try {
    await pipeline(stream, measure, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  if (tooLarge) {
    await rm(target, { force: true });
    return { kind: 'tooLarge' };
  }
  return {
    kind: 'stored',
    storageKey,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(headChunks),
  };
}

/**
 * Stores bytes already in hand under a key chosen by the caller (the demo data's stable keys). They
 * are written to a temporary name and renamed into place, so a reader never sees half a file and
 * servers writing the same key side by side (tests share one data directory) cannot corrupt it.
 */
export async function writeStoredFile(
  dataDir: string,
  storageKey: string,
  bytes: Buffer,
): Promise<{ sha256: string; size: number }> {
  const target = storedPath(dataDir, storageKey);
  await mkdir(filesDirectory(dataDir), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, target);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

export async function removeStoredFile(dataDir: string, storageKey: string): Promise<void> {
  await rm(storedPath(dataDir, storageKey), { force: true });
}

/** The stored file opened for reading, or null when it is not there. */
export async function openStoredFile(
  dataDir: string,
  storageKey: string,
): Promise<FileHandle | null> {
  try {
    return await open(storedPath(dataDir, storageKey), 'r');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/** The SHA-256 and size of an open file, read from its start; the handle stays open. */
export async function digestOf(handle: FileHandle): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) {
    if (!(chunk instanceof Buffer)) throw new Error('a file stream gave text instead of bytes');
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

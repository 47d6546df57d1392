/**
 * Reads a stored file back: in order, one chunk at a time (downloads, digests), or any range of it
 * (the format checks, which look at a file's head, tail and directory). Chunks are read one query
 * each, so a download of any size holds one chunk in memory and no transaction open.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { storedFileChunks } from '../../db/schema';
import type { StoredDigest } from './write-stored-file';

/**
 * The chunks of a stored file in order, each read once the one before it has been taken. The file
 * ends at its last chunk, or at the first gap: a file whose key has no chunks reads as empty.
 */
export async function* readStoredChunks(db: Queryable, storageKey: string): AsyncGenerator<Buffer> {
  let offset = 0;
  for (;;) {
    const [chunk] = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(
        and(eq(storedFileChunks.storageKey, storageKey), eq(storedFileChunks.byteOffset, offset)),
      );
    if (chunk === undefined) return;
    yield chunk.data;
    offset += chunk.data.length;
  }
}

/** The SHA-256 and size of the bytes stored under a key, read from their start. */
export async function digestOfStoredFile(db: Queryable, storageKey: string): Promise<StoredDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of readStoredChunks(db, storageKey)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** `length` bytes of a file from `position`; fewer where the file ends first. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

interface Span {
  readonly start: number;
  readonly bytes: Buffer;
}

/** The chunks that hold `[position, end)`, joined; they start at or before `position`. */
async function spanCovering(
  db: Queryable,
  storageKey: string,
  position: number,
  end: number,
): Promise<Span> {
  const chunks = await db
    .select({ byteOffset: storedFileChunks.byteOffset, data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(
      and(
        eq(storedFileChunks.storageKey, storageKey),
        lt(storedFileChunks.byteOffset, end),
        // From the chunk that holds `position` (the last one starting at or before it).
        gte(
          storedFileChunks.byteOffset,
          sql`coalesce((SELECT max(${storedFileChunks.byteOffset}) FROM ${storedFileChunks}
            WHERE ${storedFileChunks.storageKey} = ${storageKey}
            AND ${storedFileChunks.byteOffset} <= ${position}), 0)`,
        ),
      ),
    )
    .orderBy(asc(storedFileChunks.byteOffset));
  const first = chunks[0];
  if (first === undefined) return { start: position, bytes: Buffer.alloc(0) };
  // Only the chunks that follow one another without a gap belong to the file.
  const joined: Buffer[] = [];
  let next = first.byteOffset;
  for (const chunk of chunks) {
    if (chunk.byteOffset !== next) break;
    joined.push(chunk.data);
    next += chunk.data.length;
  }
  return { start: first.byteOffset, bytes: Buffer.concat(joined) };
}

/**
 * Random access to a stored file. The chunks last read are kept, because the format checks read
 * many small pieces close together (the sectors of a compound file, a zip's directory after its end
 * record), which then cost no query.
 */
export function storedFileReader(db: Queryable, storageKey: string): ReadAt {
  let cached: Span = { start: 0, bytes: Buffer.alloc(0) };
  return async (position, length) => {
    const end = position + length;
    const holds = (span: Span) => span.start <= position && span.start + span.bytes.length >= end;
    if (length <= 0) return Buffer.alloc(0);
    if (!holds(cached)) cached = await spanCovering(db, storageKey, position, end);
    const from = position - cached.start;
    if (from < 0 || from >= cached.bytes.length) return Buffer.alloc(0);
    return cached.bytes.subarray(from, Math.min(from + length, cached.bytes.length));
  };
}

/**
 * Moves the entry files that earlier versions kept on disk, at `<dataDir>/files/<storageKey>`, into
 * the database (`npm run files:import`). Each file is checked against its record (size and SHA-256)
 * while it is copied, stored in one transaction, and only then deleted from disk. Safe to run again
 * and again: a file already in the database is counted and not copied twice (its leftover copy on
 * disk is deleted), and nothing is ever overwritten. Files on disk that no record names are left
 * where they are and listed.
 */
import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { entryFiles, storedFileChunks } from '../../db/schema';
import { writeStoredFile } from './write-stored-file';

export interface FileImportReport {
  /** Copied into the database now (and deleted from disk). */
  readonly imported: number;
  /** Already in the database before this run. */
  readonly alreadyStored: number;
  /** Storage keys whose bytes are neither in the database nor on disk. */
  readonly missing: readonly string[];
  /** Storage keys whose file on disk is not what the record says (size or SHA-256): left on disk. */
  readonly altered: readonly string[];
  /** Names in the files folder that no record has as its storage key: left on disk. */
  readonly unreferenced: readonly string[];
}

/** The keys earlier versions made and wrote to disk; anything else is never joined into a path. */
const storageKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface FileRecord {
  readonly storageKey: string;
  readonly size: number;
  readonly sha256: string;
}

/** Thrown inside the transaction to roll back a copy that does not match its record. */
class CopyMismatch extends Error {}

async function storedBytes(db: Queryable, storageKey: string): Promise<number | null> {
  const [row] = await db
    .select({
      chunks: count(),
      bytes: sql<string | null>`sum(octet_length(${storedFileChunks.data}))`,
    })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.storageKey, storageKey));
  return row === undefined || row.chunks === 0 ? null : Number(row.bytes);
}

async function fileNames(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** Copies one file in, in one transaction: true when done, false when it did not match its record. */
async function copyIn(db: Database, record: FileRecord, source: string): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      // Another run may be copying the same file right now: the first to lock the key does it.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${record.storageKey}))`);
      if ((await storedBytes(tx, record.storageKey)) !== null) return;
      const digest = await writeStoredFile(tx, record.storageKey, createReadStream(source));
      if (digest.size !== record.size || digest.sha256 !== record.sha256) throw new CopyMismatch();
    });
    return true;
  } catch (error) {
    if (error instanceof CopyMismatch) return false;
    throw error;
  }
}

export async function importDataDirFiles(db: Database, dataDir: string): Promise<FileImportReport> {
  const folder = path.join(dataDir, 'files');
  const onDisk = new Set(await fileNames(folder));
  const records = await db
    .select({ storageKey: entryFiles.storageKey, size: entryFiles.size, sha256: entryFiles.sha256 })
    .from(entryFiles)
    .orderBy(entryFiles.storageKey);
  let imported = 0;
  let alreadyStored = 0;
  const missing: string[] = [];
  const altered: string[] = [];

  for (const record of records) {
    const source = storageKeyPattern.test(record.storageKey)
      ? path.join(folder, record.storageKey)
      : null;
    const present = source !== null && onDisk.has(record.storageKey);
    onDisk.delete(record.storageKey);
    const stored = await storedBytes(db, record.storageKey);
    if (stored !== null) {
      alreadyStored += 1;
      if (present && stored === record.size) await rm(source, { force: true });
      continue;
    }
    if (!present) {
      missing.push(record.storageKey);
      continue;
    }
    if (await copyIn(db, record, source)) {
      imported += 1;
      await rm(source, { force: true });
    } else {
      altered.push(record.storageKey);
    }
  }
  return { imported, alreadyStored, missing, altered, unreferenced: [...onDisk].sort() };
}

/**
 * The file store (`server/kernel/file-store/`): files in `stored_file_chunks`, written and read chunk
 * by chunk, an upload over its limit leaving nothing, deletion, and the one-shot move of the files an
 * earlier version kept under the data directory (`npm run files:import`). Runs on PGlite, and on
 * PostgreSQL under scripts/with-postgres.sh, where two instances with data directories of their own
 * also hand a file to each other through the database alone.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { DatabaseConnection } from '../../server/db/database';
import { domainApplications, entryFiles } from '../../server/db/schema';
import { storedChunkBytes } from '../../server/kernel/file-store/chunk-writer';
import { importDataDirFiles } from '../../server/kernel/file-store/import-data-dir-files';
import {
  digestOfStoredFile,
  readStoredChunks,
  storedFileReader,
} from '../../server/kernel/file-store/read-stored-file';
import { removeStoredFile } from '../../server/kernel/file-store/remove-stored-file';
import { storeUploadStream } from '../../server/kernel/file-store/store-upload-stream';
import { writeStoredFile } from '../../server/kernel/file-store/write-stored-file';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import { businessLicenceEntryId, createDraft } from '../support/domain-application-requests';
import { freshPostgresDatabase } from '../support/postgres-test-database';
import { buildTestApp, envelopeOf, ManualClock, testDatabase } from '../support/server-app';
import { api, getApi, postApi, signInCorporate, signInOperator } from '../support/server-auth';
import { storedBytes, storedChunks, storedKeys } from '../support/stored-files';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const postgresServerUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(postgresServerUrl);

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

describe('moving files from the data directory into the database (npm run files:import)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-file-import-'));
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('moves each recorded file in, checked against its record, and changes nothing when run again', async () => {
    const folder = path.join(dataDir, 'files');
    await mkdir(folder, { recursive: true });
    // The demo files of submitted applications, which a reviewer may download.
    const records = await app.db
      .select({ id: entryFiles.id, storageKey: entryFiles.storageKey, sha256: entryFiles.sha256 })
      .from(entryFiles)
      .innerJoin(domainApplications, eq(domainApplications.id, entryFiles.applicationId))
      .where(ne(domainApplications.state, 'draft'))
      .orderBy(asc(entryFiles.storageKey));
    const [moved, alsoMoved, altered, missing] = records;
    if (moved === undefined || alsoMoved === undefined || altered === undefined || !missing) {
      throw new Error('the demo data has fewer than four submitted entry files');
    }
    const allRecords = await app.db.select({ id: entryFiles.id }).from(entryFiles);
    const untouched = allRecords.length - 4;

    // As an earlier version left them: the bytes on disk, none in the database.
    for (const record of [moved, alsoMoved, altered, missing]) {
      const bytes = await storedBytes(app.db, record.storageKey);
      const last = bytes.length - 1;
      if (record === altered) bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
      if (record !== missing) await writeFile(path.join(folder, record.storageKey), bytes);
      await removeStoredFile(app.db, record.storageKey);
    }
    await writeFile(path.join(folder, 'left-over.tmp'), 'not a stored file');

    const expected = {
      missing: [missing.storageKey],
      altered: [altered.storageKey],
      unreferenced: ['left-over.tmp'],
    };
    expect(await importDataDirFiles(app.db, dataDir)).toEqual({
      imported: 2,
      alreadyStored: untouched,
      ...expected,
    });
    for (const record of [moved, alsoMoved]) {
      expect((await digestOfStoredFile(app.db, record.storageKey)).sha256).toBe(record.sha256);
    }
    expect(await storedChunks(app.db, altered.storageKey)).toEqual([]);
    // Moved files leave the disk; the rest stay where they were.
    expect((await readdir(folder)).sort()).toEqual([altered.storageKey, 'left-over.tmp'].sort());

    expect(await importDataDirFiles(app.db, dataDir)).toEqual({
      imported: 0,
      alreadyStored: untouched + 2,
      ...expected,
    });

    const reviewer = (await signInOperator(app, clock, 'chushen')).token;
    const response = await getApi(app, `/primary/entry/file-download?id=${moved.id}`, reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(sha256(response.rawPayload)).toBe(moved.sha256);
  });

  it('counts a file already moved in, and deletes the copy still on disk', async () => {
    const [record] = await app.db
      .select({ storageKey: entryFiles.storageKey })
      .from(entryFiles)
      .orderBy(asc(entryFiles.storageKey))
      .limit(1);
    if (record === undefined) throw new Error('no demo entry file');
    const folder = path.join(dataDir, 'files');
    await writeFile(
      path.join(folder, record.storageKey),
      await storedBytes(app.db, record.storageKey),
    );
    const report = await importDataDirFiles(app.db, dataDir);
    expect(report.imported).toBe(0);
    expect(await readdir(folder)).not.toContain(record.storageKey);
  });
});

describe.skipIf(!onPostgres)(
  'two instances with nothing in common but the database (skipped unless TEST_DATABASE_URL names a PostgreSQL server)',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    const dataDirs: string[] = [];
    const clock = new ManualClock();
    let applicant: string;

    beforeAll(async () => {
      const database = {
        kind: 'postgres',
        url: await freshPostgresDatabase(postgresServerUrl),
      } as const;
      const dataDirA = await mkdtemp(path.join(tmpdir(), 'portal-instance-a-'));
      const dataDirB = await mkdtemp(path.join(tmpdir(), 'portal-instance-b-'));
      dataDirs.push(dataDirA, dataDirB);
      [a, b] = await Promise.all([
        buildTestApp({ clock, database, config: { dataDir: dataDirA } }),
        buildTestApp({ clock, database, config: { dataDir: dataDirB } }),
      ]);
      await insertCatalogFixtures(a.db);
      applicant = (await signInCorporate(a, 'jiangsu-shuyuan')).token;
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
    });

    it('a file uploaded through one instance downloads and is deleted through the other', async () => {
      const draft = await createDraft(a, applicant);
      const bytes = Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        patterned(storedChunkBytes * 2 + 333, 11),
      ]);
      const form = new FormData();
      form.append('applicationId', draft.id);
      form.append('entryConfigId', businessLicenceEntryId);
      form.append('file', new Blob([new Uint8Array(bytes)]), '营业执照.pdf');
      const request = new Request('http://127.0.0.1/upload', { method: 'POST', body: form });
      const uploaded = envelopeOf(
        await a.inject({
          method: 'POST',
          url: `${api}/second/entry/file-upload`,
          payload: Buffer.from(await request.arrayBuffer()),
          headers: {
            'content-type': request.headers.get('content-type') ?? '',
            'user-token': applicant,
          },
        }),
      );
      expect(uploaded).toMatchObject({
        code: 0,
        data: { size: bytes.length, sha256: sha256(bytes) },
      });
      const { id } = uploaded.data as { id: string };

      const download = await getApi(b, `/second/entry/file-download?id=${id}`, applicant);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-length']).toBe(String(bytes.length));
      expect(download.rawPayload.equals(bytes)).toBe(true);
      // Neither instance wrote a thing to its data directory.
      for (const dataDir of dataDirs) expect(await readdir(dataDir)).toEqual([]);

      const [record] = await a.db
        .select({ storageKey: entryFiles.storageKey })
        .from(entryFiles)
        .where(eq(entryFiles.id, id));
      expect(envelopeOf(await postApi(b, '/second/entry/file-delete', { id }, applicant))).toEqual({
        code: 0,
        msg: '文件已删除',
        data: { id },
      });
      expect(await storedChunks(a.db, record?.storageKey ?? '')).toEqual([]);
      expect(
        envelopeOf(await getApi(a, `/second/entry/file-download?id=${id}`, applicant)),
      ).toMatchObject({ code: 4011 });
    });
  },
);

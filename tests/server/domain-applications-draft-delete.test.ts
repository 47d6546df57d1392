/**
 * 删除草稿: a never-submitted draft goes with its files, their stored bytes and its create row; a
 * submitted case, even one returned and revised into a draft, stays untouched, as does another legal
 * person's draft.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  domainApplicationHistory,
  domainApplications,
  entryFiles,
  storedFileChunks,
} from '../../server/db/schema';
import { writeStoredFile } from '../../server/kernel/file-store/write-stored-file';
import { insertCatalogFixtures } from '../support/catalog-fixtures';
import {
  attachFile,
  businessLicenceEntryId,
  call,
  createDraft,
  decide,
  detailOf,
  optionalEntryId,
  transition,
  type ApplicationDetail,
  clearApplications,
} from '../support/domain-application-requests';
import { postApi, signInCorporate, signInOperator } from '../support/server-auth';
import { buildTestApp, ManualClock } from '../support/server-app';

const notDeletable = {
  code: 4090,
  msg: '已提交过的申请不能删除，仅可删除从未提交的草稿',
  data: null,
};

describe('deleting a draft application', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let shuyuan: string;
  let zhisuan: string;
  let chushen: string;

  /** Attaches a file and stores its bytes, as an upload would; answers the storage key. */
  async function attachStoredFile(application: { id: string }, entryId: string, name: string) {
    await attachFile(app, application, entryId, name);
    const [file] = await app.db
      .select({ storageKey: entryFiles.storageKey })
      .from(entryFiles)
      .where(eq(entryFiles.name, name));
    if (file === undefined) throw new Error(`no file ${name}`);
    await writeStoredFile(app.db, file.storageKey, [Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`)]);
    return file.storageKey;
  }

  /** Everything stored for an application, to show what a request removed or left alone. */
  async function storedFor(id: string, storageKeys: string[]) {
    const [rows] = await app.db
      .select({ n: count() })
      .from(domainApplications)
      .where(eq(domainApplications.id, id));
    const [files] = await app.db
      .select({ n: count() })
      .from(entryFiles)
      .where(eq(entryFiles.applicationId, id));
    const [history] = await app.db
      .select({ n: count() })
      .from(domainApplicationHistory)
      .where(eq(domainApplicationHistory.applicationId, id));
    const [chunks] = await app.db
      .select({ n: count() })
      .from(storedFileChunks)
      .where(inArray(storedFileChunks.storageKey, storageKeys));
    return { rows: rows?.n, files: files?.n, history: history?.n, chunks: chunks?.n };
  }

  const remove = (token: string, application: { id: string; version: number }) =>
    call(
      app,
      '/second/domain-application/delete',
      { id: application.id, version: application.version },
      token,
    );

  async function submitted(): Promise<{ detail: ApplicationDetail; keys: string[] }> {
    const draft = await createDraft(app, shuyuan);
    const keys = [await attachStoredFile(draft, businessLicenceEntryId, '营业执照.pdf')];
    return { detail: detailOf(await transition(app, shuyuan, 'submit', draft)), keys };
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    await insertCatalogFixtures(app.db);
    shuyuan = (await signInCorporate(app, 'jiangsu-shuyuan')).token;
    zhisuan = (await signInCorporate(app, 'suzhou-zhisuan')).token;
    chushen = (await signInOperator(app, clock, 'chushen')).token;
  });
  beforeEach(async () => {
    await clearApplications(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('deletes a never-submitted draft with its files, their bytes and its create row', async () => {
    const draft = await createDraft(app, shuyuan);
    const keys = [
      await attachStoredFile(draft, businessLicenceEntryId, '营业执照.pdf'),
      await attachStoredFile(draft, optionalEntryId, '补充说明.pdf'),
    ];
    expect(await storedFor(draft.id, keys)).toEqual({ rows: 1, files: 2, history: 1, chunks: 2 });

    expect(await remove(shuyuan, draft)).toEqual({
      code: 0,
      msg: '草稿已删除',
      data: { id: draft.id },
    });
    expect(await storedFor(draft.id, keys)).toEqual({ rows: 0, files: 0, history: 0, chunks: 0 });
    // The pair is free again: a new draft of the same domain can be started.
    expect((await createDraft(app, shuyuan)).state).toBe('draft');
  });

  it('refuses a submitted case (4090) and changes nothing', async () => {
    const { detail, keys } = await submitted();
    const before = await storedFor(detail.id, keys);
    expect(await remove(shuyuan, detail)).toEqual(notDeletable);
    expect(await storedFor(detail.id, keys)).toEqual(before);
    expect(before).toEqual({ rows: 1, files: 1, history: 2, chunks: 1 });
  });

  it('refuses a returned case, and the draft it is revised into, keeping its history', async () => {
    const { detail, keys } = await submitted();
    const returned = detailOf(await decide(app, chushen, 'first', detail, 'return', '请补充材料'));
    expect(await remove(shuyuan, returned)).toEqual(notDeletable);
    const revised = detailOf(await transition(app, shuyuan, 'revise', returned));
    expect(revised.state).toBe('draft');
    const before = await storedFor(revised.id, keys);
    expect(await remove(shuyuan, revised)).toEqual(notDeletable);
    expect(await storedFor(revised.id, keys)).toEqual(before);
    expect(before.rows).toBe(1);
    expect(before.chunks).toBe(1);
  });

  it("answers another legal person's draft as missing (4011) and leaves it", async () => {
    const draft = await createDraft(app, shuyuan);
    const keys = [await attachStoredFile(draft, businessLicenceEntryId, '营业执照.pdf')];
    expect(await remove(zhisuan, draft)).toEqual({
      code: 4011,
      msg: '专区入驻申请不存在',
      data: null,
    });
    expect(await storedFor(draft.id, keys)).toEqual({ rows: 1, files: 1, history: 1, chunks: 1 });
  });

  it('refuses a stale version (4090) and a caller without a session (401)', async () => {
    const draft = await createDraft(app, shuyuan);
    expect(await remove(shuyuan, { id: draft.id, version: draft.version + 1 })).toMatchObject({
      code: 4090,
    });
    const anonymous = await postApi(app, '/second/domain-application/delete', {
      id: draft.id,
      version: draft.version,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedFor(draft.id, [])).toMatchObject({ rows: 1, history: 1 });
  });
});

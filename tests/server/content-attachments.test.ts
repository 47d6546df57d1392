/**
 * 附件 of announcements and articles: content editors upload, list, reorder and delete them with the
 * checks entry materials get; anyone downloads those of published owners (a draft's answer 4011 like
 * an unknown id); the detail answers list them; every upload and deletion is in the operation log, and
 * a deletion takes the stored bytes with it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { articles, contentAttachments, operationLog } from '../../server/db/schema';
import { multipartBody, type FormPart } from '../support/multipart-body';
import { dataOf, getPublic } from '../support/public-api';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import { api, postApi, signInCorporate, signInOperator } from '../support/server-auth';
import { storedBytes, storedKeys } from '../support/stored-files';

type Announcement = components['schemas']['Announcement'];
type AnnouncementDetail = components['schemas']['AnnouncementDetail'];
type ArticleDetail = components['schemas']['ArticleDetail'];
type ContentAttachment = components['schemas']['ContentAttachment'];
type ContentAttachmentList = components['schemas']['ContentAttachmentList'];
type OwnerKind = components['schemas']['ContentAttachmentOwnerKind'];

const unknownId = '00000000-0000-4000-8000-000000000000';
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image'),
]);

describe('attachments of announcements and articles (附件)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let editor: string;
  let reviewer: string;
  let corporate: string;
  let draft: Announcement;
  let policyArticle: string;

  const call = async (path: string, body: unknown, token: string): Promise<ParsedEnvelope> =>
    envelopeOf(await postApi(app, path, body, token));

  function upload(
    owner: { kind: OwnerKind; id: string },
    file: { filename: string; bytes: Buffer },
    token: string = editor,
    extra: readonly FormPart[] = [],
  ): Promise<LightMyRequestResponse> {
    const { payload, contentType } = multipartBody([
      { name: 'ownerKind', value: owner.kind },
      { name: 'ownerId', value: owner.id },
      ...extra,
      { name: 'file', ...file },
    ]);
    return app.inject({
      method: 'POST',
      url: `${api}/primary/content-attachment/upload`,
      payload,
      headers: { 'content-type': contentType, 'user-token': token },
    });
  }

  const uploaded = (response: LightMyRequestResponse): ContentAttachment => {
    const envelope = envelopeOf(response);
    expect(envelope).toMatchObject({ code: 0, msg: '附件已上传' });
    return envelope.data as ContentAttachment;
  };

  const listOf = async (kind: OwnerKind, id: string): Promise<ContentAttachmentList> =>
    dataOf<ContentAttachmentList>(
      await call('/primary/content-attachment/list', { ownerKind: kind, ownerId: id }, editor),
    );

  const download = (id: string) =>
    app.inject({
      method: 'GET',
      url: `${api}/web/content-attachment/download?id=${id}&t=1`,
      headers: { 'user-token': '' },
    });

  const attachmentRows = () => app.db.select().from(contentAttachments);

  /** Sends a request that must be refused, and checks it left neither a row nor a byte behind. */
  async function expectNothingKept(
    send: () => Promise<LightMyRequestResponse>,
    expected: { status?: number; code: number; msg: string | RegExp },
  ) {
    const before = { rows: (await attachmentRows()).length, keys: await storedKeys(app.db) };
    const response = await send();
    expect(response.statusCode).toBe(expected.status ?? 200);
    const { code, msg, data } = envelopeOf(response);
    expect(code).toBe(expected.code);
    if (typeof expected.msg === 'string') expect(msg).toBe(expected.msg);
    else expect(msg).toMatch(expected.msg);
    expect(data).toBeNull();
    expect((await attachmentRows()).length).toBe(before.rows);
    expect(await storedKeys(app.db)).toEqual(before.keys);
  }

  const lastLogEntry = async () => {
    const [row] = await app.db.select().from(operationLog).orderBy(desc(operationLog.at)).limit(1);
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    editor = (await signInOperator(app, clock, 'bianji')).token;
    reviewer = (await signInOperator(app, clock, 'chushen')).token;
    corporate = (await signInCorporate(app)).token;
    draft = dataOf<Announcement>(
      await call(
        '/primary/announcement/add',
        { title: '关于公共数据授权运营平台升级的公告', content: '<p>平台将于本周末升级。</p>' },
        editor,
      ),
    );
    const [policy] = await app.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.category, 'policy'), eq(articles.status, 'published')))
      .limit(1);
    if (policy === undefined) throw new Error('the demo seed has no published policy article');
    policyArticle = policy.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets a content editor upload a PDF to a draft announcement, logged, not yet public', async () => {
    clock.advance(60_000);
    const attachment = uploaded(
      await upload(
        { kind: 'announcement', id: draft.id },
        { filename: '升级方案（2026）.pdf', bytes: pdfBytes },
      ),
    );
    expect(attachment).toEqual({
      id: attachment.id,
      name: '升级方案（2026）.pdf',
      size: pdfBytes.length,
      contentType: 'application/pdf',
      uploadedAt: clock.now().toISOString(),
      downloadUrl: null,
    });
    const [row] = await app.db
      .select()
      .from(contentAttachments)
      .where(eq(contentAttachments.id, attachment.id));
    expect(row).toMatchObject({ ownerKind: 'announcement', ownerId: draft.id, sortOrder: 0 });
    expect(await storedBytes(app.db, row?.storageKey ?? '')).toEqual(pdfBytes);

    const list = await listOf('announcement', draft.id);
    expect(list).toMatchObject({
      ownerKind: 'announcement',
      ownerId: draft.id,
      list: [attachment],
      maxSizeBytes: 20 * 1024 * 1024,
      maxCount: 20,
    });
    expect(list.allowedTypes).toEqual(
      expect.arrayContaining(['pdf', 'ofd', 'docx', 'xlsx', 'png', 'zip']),
    );
    expect(await lastLogEntry()).toMatchObject({
      action: 'attachmentUpload',
      actorName: '孙悦',
      targetType: 'announcement',
      targetId: draft.id,
      targetLabel: draft.title,
      detail: `上传公告“${draft.title}”的附件“升级方案（2026）.pdf”`,
    });

    // Not public while the announcement is a draft: answered like an unknown id.
    const hidden = await download(attachment.id);
    expect(hidden.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(hidden)).toMatchObject({ code: 4011, msg: '附件不存在', data: null });
    const detail = dataOf<AnnouncementDetail>(
      await call('/primary/announcement/detail', { id: draft.id }, editor),
    );
    expect(detail.attachments).toEqual([attachment]);
  });

  it('serves the attachments of a published announcement to anyone, listed on every detail answer', async () => {
    clock.advance(60_000);
    dataOf(await call('/primary/announcement/publish', { id: draft.id }, editor));
    const [attachment] = (await listOf('announcement', draft.id)).list;
    if (attachment === undefined) throw new Error('no attachment');
    const downloadUrl = `${api}/web/content-attachment/download?id=${attachment.id}`;
    expect(attachment.downloadUrl).toBe(downloadUrl);

    const response = await app.inject({ method: 'GET', url: downloadUrl });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdfBytes);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdfBytes.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____2026_.pdf"; filename*=UTF-8''${encodeURIComponent('升级方案（2026）.pdf')}`,
    );

    const article = dataOf<ArticleDetail>(
      await getPublic(app, 'web/article/detail', { id: draft.id }),
    );
    expect(article.attachments).toEqual([attachment]);
    const forCompany = dataOf<AnnouncementDetail>(
      await call('/second/announcement/detail', { id: draft.id }, corporate),
    );
    expect(forCompany.attachments).toEqual([attachment]);
  });

  it('refuses files that entry materials would refuse, and keeps nothing of them', async () => {
    const owner = { kind: 'announcement' as const, id: draft.id };
    await expectNothingKept(() => upload(owner, { filename: 'setup.exe', bytes: pdfBytes }), {
      code: 4000,
      msg: /^附件只接受 PDF、OFD、Word（doc）、Word（docx）、Excel（xls）、Excel（xlsx）、JPG、JPEG、PNG、ZIP 格式的文件/,
    });
    await expectNothingKept(() => upload(owner, { filename: '通知.pdf', bytes: pngBytes }), {
      code: 4000,
      msg: '文件内容与扩展名不符：“通知.pdf”不是有效的 PDF 文件，请重新选择',
    });
    await expectNothingKept(
      () => upload(owner, { filename: '../../etc/通知.pdf', bytes: pdfBytes }),
      {
        code: 4000,
        msg: '文件名不能包含“/”或“\\”，请修改文件名后重新上传',
      },
    );
    await expectNothingKept(() => upload(owner, { filename: '空白.pdf', bytes: Buffer.alloc(0) }), {
      code: 4000,
      msg: '文件内容为空，请重新选择',
    });
    await expectNothingKept(
      () =>
        upload(owner, { filename: '扫描件.pdf', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25) }),
      { status: 413, code: 4130, msg: /./ },
    );
    // The refusals of the file itself are security events.
    const refusals = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'uploadRefused'));
    expect(refusals.map((row) => row.targetLabel)).toEqual(
      expect.arrayContaining(['setup.exe', '通知.pdf']),
    );
  }, 60_000);

  it('answers an unknown owner, or an id of the other kind, with 4011', async () => {
    await expectNothingKept(
      () => upload({ kind: 'announcement', id: unknownId }, { filename: 'a.pdf', bytes: pdfBytes }),
      { code: 4011, msg: '公告不存在' },
    );
    // An announcement's id is not an article's, nor a policy article's an announcement's.
    await expectNothingKept(
      () => upload({ kind: 'article', id: draft.id }, { filename: 'a.pdf', bytes: pdfBytes }),
      { code: 4011, msg: '文章不存在' },
    );
    expect(
      await call(
        '/primary/content-attachment/list',
        { ownerKind: 'announcement', ownerId: policyArticle },
        editor,
      ),
    ).toMatchObject({ code: 4011, msg: '公告不存在' });
    expect(envelopeOf(await download(unknownId))).toMatchObject({ code: 4011 });
  });

  it('is for content editors only: a reviewer gets 4030, a visitor 401', async () => {
    const owner = { ownerKind: 'announcement', ownerId: draft.id };
    await expectNothingKept(
      () =>
        upload(
          { kind: 'announcement', id: draft.id },
          { filename: 'a.pdf', bytes: pdfBytes },
          reviewer,
        ),
      { code: 4030, msg: /./ },
    );
    expect(await call('/primary/content-attachment/list', owner, reviewer)).toMatchObject({
      code: 4030,
    });
    const [attachment] = (await listOf('announcement', draft.id)).list;
    expect(
      await call('/primary/content-attachment/delete', { id: attachment?.id }, reviewer),
    ).toMatchObject({ code: 4030 });
    expect(await call('/primary/content-attachment/list', owner, corporate)).toMatchObject({
      code: 4030,
    });
    const anonymous = await postApi(app, '/primary/content-attachment/list', owner);
    expect(anonymous.statusCode).toBe(401);
    expect((await listOf('announcement', draft.id)).list).toHaveLength(1);
  });

  it('lists a policy article’s attachments on its public detail in the order editors set', async () => {
    const owner = { kind: 'article' as const, id: policyArticle };
    clock.advance(60_000);
    const first = uploaded(await upload(owner, { filename: '政策原文.pdf', bytes: pdfBytes }));
    clock.advance(60_000);
    const second = uploaded(await upload(owner, { filename: '政策解读.png', bytes: pngBytes }));
    expect(first.downloadUrl).toBe(`${api}/web/content-attachment/download?id=${first.id}`);
    expect((await lastLogEntry())?.targetType).toBe('article');

    const detail = () => getPublic(app, 'web/article/detail', { id: policyArticle });
    expect(dataOf<ArticleDetail>(await detail()).attachments.map((item) => item.name)).toEqual([
      '政策原文.pdf',
      '政策解读.png',
    ]);

    const reorder = (ids: string[]) =>
      call(
        '/primary/content-attachment/reorder',
        { ownerKind: 'article', ownerId: policyArticle, ids },
        editor,
      );
    expect(await reorder([second.id, first.id])).toMatchObject({ code: 0, msg: '附件顺序已保存' });
    expect(dataOf<ArticleDetail>(await detail()).attachments.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(await reorder([second.id, first.id])).toMatchObject({ code: 4212 });
    expect(await reorder([second.id])).toMatchObject({
      code: 4000,
      msg: '请求参数 ids 必须列出该文章的全部附件，每个一次（附件可能已被修改，请刷新后重试）',
    });
    const png = await download(second.id);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload).toEqual(pngBytes);
  });

  it('deletes an attachment with its stored bytes and logs it; its link then answers 4011', async () => {
    const [attachment] = (await listOf('article', policyArticle)).list;
    if (attachment === undefined) throw new Error('no attachment');
    const [row] = await app.db
      .select({ storageKey: contentAttachments.storageKey })
      .from(contentAttachments)
      .where(eq(contentAttachments.id, attachment.id));
    expect(await storedKeys(app.db)).toContain(row?.storageKey);

    clock.advance(60_000);
    expect(await call('/primary/content-attachment/delete', { id: attachment.id }, editor)).toEqual(
      { code: 0, msg: '附件已删除', data: { id: attachment.id } },
    );
    expect(await storedKeys(app.db)).not.toContain(row?.storageKey);
    expect((await listOf('article', policyArticle)).list.map((item) => item.id)).not.toContain(
      attachment.id,
    );
    expect(envelopeOf(await download(attachment.id))).toMatchObject({ code: 4011 });
    const logged = await lastLogEntry();
    expect(logged).toMatchObject({
      action: 'attachmentDelete',
      targetType: 'article',
      targetId: policyArticle,
    });
    expect(logged?.detail).toMatch(/^删除文章“.+”的附件“政策解读\.png”$/);
    expect(
      await call('/primary/content-attachment/delete', { id: attachment.id }, editor),
    ).toMatchObject({ code: 4011, msg: '附件不存在' });
  });

  it('takes at most 20 attachments per owner', async () => {
    const owner = { kind: 'announcement' as const, id: draft.id };
    const present = (await listOf('announcement', draft.id)).list.length;
    await app.db.insert(contentAttachments).values(
      Array.from({ length: 20 - present }, (_, index) => ({
        ownerKind: 'announcement' as const,
        ownerId: draft.id,
        name: `附件${String(index)}.pdf`,
        size: pdfBytes.length,
        sha256: '0'.repeat(64),
        contentType: 'application/pdf',
        storageKey: `test-full-${String(index)}`,
        uploadedBy: unknownId,
        uploadedAt: clock.now(),
        sortOrder: present + index,
      })),
    );
    await expectNothingKept(() => upload(owner, { filename: '再一个.pdf', bytes: pdfBytes }), {
      code: 4000,
      msg: '每篇公告最多 20 个附件，请先删除不需要的附件',
    });
  });
});

/**
 * Announcements (公告): content editors write, change, publish and take down announcements; every
 * operator reads the published ones, corporate users read them in their workspace, and a published
 * announcement is a 通知公告 article of the public site and its search.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { articles } from '../../server/db/schema';
import { summaryOf } from '../../server/features/announcements/announcement-text';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import { postApi, signInCorporate, signInOperator } from '../support/server-auth';

type Announcement = components['schemas']['Announcement'];
type AnnouncementPage = components['schemas']['AnnouncementPage'];
type ArticlePage = components['schemas']['ArticlePage'];
type SearchResult = components['schemas']['SearchResult'];

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('the summary of an announcement', () => {
  it('is the text on one line, cut at 140 characters with an ellipsis', () => {
    expect(summaryOf('第一行\n第二行')).toBe('第一行 第二行');
    const long = '数'.repeat(200);
    expect(summaryOf(long)).toBe(`${'数'.repeat(139)}…`);
    expect([...summaryOf(long)]).toHaveLength(140);
  });
});

describe('announcements', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let editor: string;
  let reviewer: string;
  let corporate: string;

  const call = async (path: string, body: unknown, token: string): Promise<ParsedEnvelope> =>
    envelopeOf(await postApi(app, path, body, token));
  const add = async (title: string, content: string): Promise<Announcement> =>
    dataOf<Announcement>(await call('/primary/announcement/add', { title, content }, editor));
  const noticeCount = async () => {
    const [row] = await app.db
      .select({ total: count() })
      .from(articles)
      .where(eq(articles.category, 'notice'));
    return row?.total ?? 0;
  };
  const storedRow = async (id: string) => {
    const [row] = await app.db.select().from(articles).where(eq(articles.id, id));
    if (row === undefined) throw new Error(`no article ${id}`);
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    editor = (await signInOperator(app, clock, 'bianji')).token;
    reviewer = (await signInOperator(app, clock, 'chushen')).token;
    corporate = (await signInCorporate(app)).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds a draft by the signed-in editor, with the body sanitized before it is stored', async () => {
    clock.advance(60_000);
    const created = await add(
      '  关于开展公共数据授权运营试点的通知  ',
      '<h2>一、试点范围</h2><p onclick="steal()">金融、医疗健康<strong>两个</strong>专区。</p><script>alert(1)</script><p><a href="javascript:alert(1)">附件</a></p>',
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toEqual({
      id: created.id,
      title: '关于开展公共数据授权运营试点的通知',
      content: '<h2>一、试点范围</h2><p>金融、医疗健康<strong>两个</strong>专区。</p><p>附件</p>',
      status: 'draft',
      authorName: '孙悦',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      publishedAt: null,
    });
    const row = await storedRow(created.id);
    expect(row.content).not.toMatch(/script|onclick|javascript/);
    expect(row).toMatchObject({
      category: 'notice',
      source: '江苏省数据局',
      createdBy: '孙悦',
      status: 'draft',
      plainText: '一、试点范围\n金融、医疗健康两个专区。\n附件',
      summary: '一、试点范围 金融、医疗健康两个专区。 附件',
    });
  });

  it('refuses a blank title, a body without text and an over-long title, storing nothing', async () => {
    const before = await noticeCount();
    const blankTitle = await call(
      '/primary/announcement/add',
      { title: '   ', content: '<p>正文</p>' },
      editor,
    );
    expect(blankTitle).toEqual({ code: 4000, msg: '公告标题不能为空', data: null });
    // Bidirectional overrides and zero-width characters show nothing: such a title is blank too.
    for (const invisible of ['\u202E', '\u200B\u200D\uFEFF', ' \u2066\u2069 ']) {
      expect(
        await call(
          '/primary/announcement/add',
          { title: invisible, content: '<p>正文</p>' },
          editor,
        ),
      ).toEqual({ code: 4000, msg: '公告标题不能为空', data: null });
    }
    expect(
      await call(
        '/primary/announcement/add',
        { title: '标题', content: '<p>\u202E\u200B</p>' },
        editor,
      ),
    ).toEqual({ code: 4000, msg: '公告正文不能为空', data: null });
    const onlyScript = await call(
      '/primary/announcement/add',
      { title: '标题', content: '<script>alert(1)</script><p> </p>' },
      editor,
    );
    expect(onlyScript).toEqual({ code: 4000, msg: '公告正文不能为空', data: null });
    const longTitle = await call(
      '/primary/announcement/add',
      { title: '长'.repeat(101), content: '<p>正文</p>' },
      editor,
    );
    expect(longTitle.code).toBe(4000);
    expect(longTitle.msg).toMatch(/title/);
    expect(await noticeCount()).toBe(before);
  });

  it('changes title or body, keeps what is omitted, and answers 4212 when nothing changes', async () => {
    const created = await add('系统维护通知', '<p>本周六凌晨系统维护。</p>');
    clock.advance(60_000);
    const renamed = await call(
      '/primary/announcement/update',
      { id: created.id, title: '系统升级维护通知' },
      editor,
    );
    expect(renamed.code).toBe(0);
    expect(renamed.data).toMatchObject({
      title: '系统升级维护通知',
      content: '<p>本周六凌晨系统维护。</p>',
      updatedAt: clock.now().toISOString(),
      createdAt: created.createdAt,
    });

    const rewritten = await call(
      '/primary/announcement/update',
      {
        id: created.id,
        content: '<p>维护时间调整为周日凌晨。</p><iframe src="https://evil.example"></iframe>',
      },
      editor,
    );
    expect(rewritten.data).toMatchObject({
      title: '系统升级维护通知',
      content: '<p>维护时间调整为周日凌晨。</p>',
    });
    expect((await storedRow(created.id)).plainText).toBe('维护时间调整为周日凌晨。');

    const updatedAt = (rewritten.data as Announcement).updatedAt;
    clock.advance(60_000);
    const same = await call(
      '/primary/announcement/update',
      { id: created.id, title: ' 系统升级维护通知 ', content: '<p>维护时间调整为周日凌晨。</p>' },
      editor,
    );
    expect(same.code).toBe(4212);
    expect(same.data).toMatchObject({ id: created.id, updatedAt });
    expect((await call('/primary/announcement/update', { id: created.id }, editor)).code).toBe(
      4212,
    );
    expect((await storedRow(created.id)).updatedAt.toISOString()).toBe(updatedAt);
  });

  it('answers 4011 for an id that is no announcement', async () => {
    const notFound = { code: 4011, msg: '公告不存在', data: null };
    for (const path of [
      '/primary/announcement/detail',
      '/primary/announcement/publish',
      '/primary/announcement/unpublish',
    ]) {
      expect(await call(path, { id: unknownId }, editor)).toEqual(notFound);
    }
    expect(
      await call('/primary/announcement/update', { id: unknownId, title: '新' }, editor),
    ).toEqual(notFound);
    expect(await call('/second/announcement/detail', { id: unknownId }, corporate)).toEqual(
      notFound,
    );
    // A news article is an article, but not an announcement.
    const [news] = await app.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.category, 'operation'), eq(articles.status, 'published')))
      .limit(1);
    expect(news).toBeDefined();
    expect(await call('/primary/announcement/detail', { id: news?.id }, editor)).toEqual(notFound);
    expect(await call('/primary/announcement/publish', { id: news?.id }, editor)).toEqual(notFound);
  });

  it('lets only content editors change announcements (4030) and see drafts', async () => {
    const draft = await add('内部草稿公告', '<p>尚未发布。</p>');
    const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };
    expect(
      await call(
        '/primary/announcement/add',
        { title: '审核员的公告', content: '<p>x</p>' },
        reviewer,
      ),
    ).toEqual(noRight);
    expect(
      await call('/primary/announcement/update', { id: draft.id, title: '改名' }, reviewer),
    ).toEqual(noRight);
    expect(await call('/primary/announcement/publish', { id: draft.id }, reviewer)).toEqual(
      noRight,
    );
    expect(await call('/primary/announcement/unpublish', { id: draft.id }, reviewer)).toEqual(
      noRight,
    );
    expect((await storedRow(draft.id)).title).toBe('内部草稿公告');
    expect((await storedRow(draft.id)).status).toBe('draft');

    // Other operators read published announcements only, whatever they ask for.
    expect(await call('/primary/announcement/detail', { id: draft.id }, reviewer)).toMatchObject({
      code: 4011,
    });
    const reviewerDrafts = dataOf<AnnouncementPage>(
      await call('/primary/announcement/list', { status: 'draft', pageSize: 100 }, reviewer),
    );
    expect(reviewerDrafts.list.every((item) => item.status === 'published')).toBe(true);
    expect(reviewerDrafts.list.map((item) => item.id)).not.toContain(draft.id);

    const editorDrafts = dataOf<AnnouncementPage>(
      await call('/primary/announcement/list', { status: 'draft', pageSize: 100 }, editor),
    );
    expect(editorDrafts.list.map((item) => item.id)).toContain(draft.id);
    expect(editorDrafts.list.every((item) => item.status === 'draft')).toBe(true);

    // The sides are kept apart.
    expect((await call('/primary/announcement/list', {}, corporate)).code).toBe(4030);
    expect((await call('/second/announcement/list', {}, editor)).code).toBe(3166);
    const anonymous = await postApi(app, '/primary/announcement/list', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the most recently updated first, with a keyword and paging', async () => {
    const first = await add('列表排序甲公告', '<p>甲</p>');
    clock.advance(60_000);
    const second = await add('列表排序乙公告', '<p>乙</p>');
    clock.advance(60_000);
    await call(
      '/primary/announcement/update',
      { id: first.id, content: '<p>甲（修订）</p>' },
      editor,
    );

    const page = dataOf<AnnouncementPage>(
      await call('/primary/announcement/list', { keyword: '列表排序', pageSize: 1 }, editor),
    );
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list.map((item) => item.id)).toEqual([first.id]);
    expect(page.list[0]).toEqual({
      id: first.id,
      title: '列表排序甲公告',
      status: 'draft',
      authorName: '孙悦',
      createdAt: first.createdAt,
      updatedAt: clock.now().toISOString(),
      publishedAt: null,
    });
    const next = dataOf<AnnouncementPage>(
      await call(
        '/primary/announcement/list',
        { keyword: '列表排序', page: 2, pageSize: 1 },
        editor,
      ),
    );
    expect(next.list.map((item) => item.id)).toEqual([second.id]);
    // The keyword also finds the body.
    const byBody = dataOf<AnnouncementPage>(
      await call('/primary/announcement/list', { keyword: '甲（修订）' }, editor),
    );
    expect(byBody.list.map((item) => item.id)).toEqual([first.id]);
  });

  it('publishes into the workspaces, the public 通知公告 list and search, and takes it down again', async () => {
    const keyword = '数据要素流通沙龙';
    const created = await add(
      `关于举办${keyword}的公告`,
      `<p>平台将于下月举办${keyword}活动。</p>`,
    );
    const publicNotices = async () =>
      dataOf<ArticlePage>(
        await postPublic(app, 'web/article/list', { category: 'notice', keyword }),
      );
    const searchHits = async () =>
      dataOf<SearchResult>(await getPublic(app, 'web/search', { keyword, kind: 'article' }));
    const workspaceList = async () =>
      dataOf<AnnouncementPage>(
        await call('/second/announcement/list', { pageSize: 100 }, corporate),
      );

    expect((await publicNotices()).total).toBe(0);
    expect((await searchHits()).total).toBe(0);
    expect(await call('/second/announcement/detail', { id: created.id }, corporate)).toMatchObject({
      code: 4011,
    });

    clock.advance(60_000);
    const published = await call('/primary/announcement/publish', { id: created.id }, editor);
    expect(published).toMatchObject({ code: 0, msg: '公告已发布' });
    expect(published.data).toMatchObject({
      status: 'published',
      publishedAt: clock.now().toISOString(),
    });

    const notices = await publicNotices();
    expect(notices.list).toEqual([
      {
        id: created.id,
        category: 'notice',
        title: `关于举办${keyword}的公告`,
        summary: `平台将于下月举办${keyword}活动。`,
        source: '江苏省数据局',
        publishedAt: clock.now().toISOString(),
      },
    ]);
    const hits = await searchHits();
    expect(hits.list.map((hit) => hit.id)).toEqual([created.id]);
    const detail = dataOf<{ content: string }>(
      await getPublic(app, 'web/article/detail', { id: created.id }),
    );
    expect(detail.content).toBe(`<p>平台将于下月举办${keyword}活动。</p>`);

    const workspace = await workspaceList();
    expect(workspace.list[0]?.id).toBe(created.id);
    expect(workspace.list.every((item) => item.status === 'published')).toBe(true);
    expect(await call('/second/announcement/detail', { id: created.id }, corporate)).toMatchObject({
      code: 0,
      data: { id: created.id, status: 'published' },
    });
    expect(await call('/primary/announcement/detail', { id: created.id }, reviewer)).toMatchObject({
      code: 0,
    });

    // Publishing twice changes nothing, not even the publication time.
    const publishedAt = clock.now().toISOString();
    clock.advance(60_000);
    const again = await call('/primary/announcement/publish', { id: created.id }, editor);
    expect(again).toMatchObject({ code: 4212, data: { publishedAt } });

    // Editing a published announcement keeps it published with the new text.
    const edited = await call(
      '/primary/announcement/update',
      { id: created.id, content: `<p>${keyword}活动改期举行。</p>` },
      editor,
    );
    expect(edited.data).toMatchObject({ status: 'published', publishedAt });
    expect((await publicNotices()).list[0]?.summary).toBe(`${keyword}活动改期举行。`);

    const takenDown = await call('/primary/announcement/unpublish', { id: created.id }, editor);
    expect(takenDown).toMatchObject({
      code: 0,
      msg: '公告已撤下',
      data: { status: 'draft', publishedAt: null },
    });
    expect((await publicNotices()).total).toBe(0);
    expect((await searchHits()).total).toBe(0);
    expect((await getPublic(app, 'web/article/detail', { id: created.id })).code).toBe(4011);
    expect((await workspaceList()).list.map((item) => item.id)).not.toContain(created.id);
    expect(await call('/second/announcement/detail', { id: created.id }, corporate)).toMatchObject({
      code: 4011,
    });
    expect(await call('/primary/announcement/unpublish', { id: created.id }, editor)).toMatchObject(
      {
        code: 4212,
        data: { status: 'draft' },
      },
    );
  });

  it('publishes once when two editors publish at the same moment', async () => {
    const created = await add('并发发布测试公告', '<p>同时发布。</p>');
    clock.advance(60_000);
    const answers = await Promise.all([
      call('/primary/announcement/publish', { id: created.id }, editor),
      call('/primary/announcement/publish', { id: created.id }, editor),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 4212]);
    expect((await storedRow(created.id)).publishedAt?.toISOString()).toBe(
      clock.now().toISOString(),
    );
  });

  it('lists published announcements for corporate users, newest publication first', async () => {
    const older = await add('法人工作台公告一', '<p>一</p>');
    const newer = await add('法人工作台公告二', '<p>二</p>');
    clock.advance(60_000);
    await call('/primary/announcement/publish', { id: older.id }, editor);
    clock.advance(60_000);
    await call('/primary/announcement/publish', { id: newer.id }, editor);
    const page = dataOf<AnnouncementPage>(
      await call('/second/announcement/list', { pageSize: 2 }, corporate),
    );
    expect(page.list.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });
});

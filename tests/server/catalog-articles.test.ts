import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Page = components['schemas']['ArticlePage'];
type Detail = components['schemas']['ArticleDetail'];

describe('articles', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/article/list', query));
  const ids = (page: Page) => page.list.map((item) => item.id);
  const article = (index: number) => fixtureId(3, index);
  const detail = async (index: number) =>
    dataOf<Detail>(await getPublic(app, 'web/article/detail', { id: article(index) }));

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists only published articles, newest first', async () => {
    const page = await list({});
    expect(ids(page)).toEqual([7, 6, 4, 3, 2, 1].map(article));
    expect(page.total).toBe(6);
    expect(page.list[0]).toEqual({
      id: article(7),
      category: 'notice',
      title: '系统维护公告',
      summary: '第7篇测试文章的摘要',
      source: '江苏省大数据管理中心',
      publishedAt: '2026-05-07T08:00:00.000Z',
    });
  });

  it('filters by category, keyword (title or body) and an inclusive date range', async () => {
    expect(ids(await list({ category: 'operation' }))).toEqual([6, 4, 2, 1].map(article));
    expect(ids(await list({ category: 'policy' }))).toEqual([article(3)]);
    // 交通 is in the title of 4, the body of 2, and in the draft 5, which stays hidden.
    expect(ids(await list({ keyword: '交通' }))).toEqual([4, 2].map(article));
    expect(
      ids(await list({ dateFrom: '2026-05-02T08:00:00.000Z', dateTo: '2026-05-04T08:00:00.000Z' })),
    ).toEqual([4, 3, 2].map(article));
    expect(
      ids(await list({ category: 'operation', dateFrom: '2026-05-02T16:00:00+08:00' })),
    ).toEqual([6, 4, 2].map(article));
  });

  it('pages', async () => {
    const page = await list({ page: 2, pageSize: 4 });
    expect(ids(page)).toEqual([2, 1].map(article));
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 4 });
  });

  it.each([
    [{ dateFrom: 'yesterday' }, '请求参数 dateFrom'],
    [{ category: 'news' }, '请求参数 category'],
    [
      { dateFrom: '2026-06-01T00:00:00Z', dateTo: '2026-05-01T00:00:00Z' },
      '请求参数 dateFrom 不能晚于 dateTo',
    ],
    [{ status: 'draft' }, '请求参数 status 不被允许'],
  ])('refuses %j with 4000', async (query, message) => {
    const envelope = await postPublic(app, 'web/article/list', query);
    expect(envelope.code).toBe(4000);
    expect(envelope.msg).toContain(message);
  });

  it('gives the body and the neighbours in the same category: previous is newer, next older', async () => {
    const middle = await detail(4);
    expect(middle.content).toBe('<p>第4篇测试文章的正文</p>');
    expect(middle.previous).toEqual({ id: article(6), title: '数据产品交易会召开' });
    expect(middle.next).toEqual({ id: article(2), title: '公共数据授权运营试点' });
    expect((await detail(6)).previous).toBeNull();
    expect((await detail(1)).next).toBeNull();
    const alone = await detail(3);
    expect([alone.previous, alone.next]).toEqual([null, null]);
  });

  it('answers 4011 for a draft and for an unknown id', async () => {
    for (const index of [5, 99]) {
      expect(await getPublic(app, 'web/article/detail', { id: article(index) })).toEqual({
        code: 4011,
        msg: '文章不存在',
        data: null,
      });
    }
  });
});

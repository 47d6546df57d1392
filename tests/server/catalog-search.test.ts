import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { eq } from 'drizzle-orm';
import { articles } from '../../server/db/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Result = components['schemas']['SearchResult'];
type Segment = components['schemas']['TextSegment'];

const joined = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: readonly Segment[]) =>
  segments.filter((segment) => segment.hit).map((segment) => segment.text);

describe('search over the fixtures', () => {
  let app: FastifyInstance;
  const search = async (query: Record<string, string>) =>
    dataOf<Result>(await getPublic(app, 'web/search', query));

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds resources, products and published articles, title hits first, then the most recent', async () => {
    const result = await search({ keyword: '交通' });
    // resource 6 (title); products 2 (title) and 4 (summary); articles 4 (title) and 2 (body);
    // the draft 5 is not public.
    expect(result.counts).toEqual({ resource: 1, product: 2, article: 2 });
    expect(result.total).toBe(5);
    expect(result.list.map((hit) => [hit.kind, hit.id])).toEqual([
      ['article', fixtureId(3, 4)],
      ['product', fixtureId(2, 2)],
      ['resource', fixtureId(1, 6)],
      ['article', fixtureId(3, 2)],
      ['product', fixtureId(2, 4)],
    ]);
    expect(result.list[0]?.updatedAt).toBe('2026-05-04T08:00:00.000Z');
  });

  it('marks the matches in the title and cuts the snippet around the first body match', async () => {
    const result = await search({ keyword: '交通', kind: 'article' });
    const [titleHit, bodyHit] = result.list;
    expect(titleHit?.title).toEqual([
      { text: '交通', hit: true },
      { text: '数据专区正式上线', hit: false },
    ]);
    expect(bodyHit?.title).toEqual([{ text: '公共数据授权运营试点', hit: false }]);
    expect(joined(bodyHit?.snippet ?? [])).toBe('本次试点覆盖交通出行、医疗卫生等领域的公共数据。');
    expect(marked(bodyHit?.snippet ?? [])).toEqual(['交通']);
  });

  it('keeps counts for every kind when one kind is asked for, and pages that kind', async () => {
    const result = await search({ keyword: '交通', kind: 'product', pageSize: '1', page: '2' });
    expect(result.counts).toEqual({ resource: 1, product: 2, article: 2 });
    expect(result).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(result.list.map((hit) => hit.id)).toEqual([fixtureId(2, 4)]);
    expect(marked(result.list[0]?.snippet ?? [])).toEqual(['交通']);
    const beyond = await search({ keyword: '交通', page: '9' });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it('ignores case, trims the keyword and marks the text as written', async () => {
    const result = await search({ keyword: '  gps ' });
    expect(result.counts).toEqual({ resource: 1, product: 0, article: 0 });
    expect(marked(result.list[0]?.snippet ?? [])).toEqual(['GPS']);
    expect(joined(result.list[0]?.title ?? [])).toBe('全省高速公路路况');
  });

  it('matches LIKE wildcards and regular-expression characters literally', async () => {
    const percent = await search({ keyword: '100%_' });
    expect(percent.total).toBe(1);
    expect(marked(percent.list[0]?.snippet ?? [])).toEqual(['100%_']);
    expect((await search({ keyword: '%' })).total).toBe(1);
    expect((await search({ keyword: '_' })).total).toBe(1);
    expect((await search({ keyword: '\\' })).total).toBe(0);
    expect((await search({ keyword: '.*' })).total).toBe(0);
  });

  it('answers an empty result with zero counts', async () => {
    const result = await search({ keyword: '不存在的关键词' });
    expect(result).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 10,
      counts: { resource: 0, product: 0, article: 0 },
    });
  });

  it('finds an article as soon as it is published, and no longer once withdrawn', async () => {
    expect((await search({ keyword: '草稿' })).counts.article).toBe(0);
    await app.db
      .update(articles)
      .set({ status: 'published', publishedAt: new Date('2026-05-05T08:00:00Z') })
      .where(eq(articles.id, fixtureId(3, 5)));
    const published = await search({ keyword: '草稿' });
    expect(published.counts.article).toBe(1);
    expect(published.list.map((hit) => hit.id)).toEqual([fixtureId(3, 5)]);
    await app.db
      .update(articles)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(articles.id, fixtureId(3, 5)));
    expect((await search({ keyword: '草稿' })).total).toBe(0);
  });

  it.each([
    [{ keyword: '   ' }, '请求参数 keyword 不能为空'],
    [{}, '请求参数 keyword'],
    [{ keyword: 'x'.repeat(51) }, '请求参数 keyword'],
    [{ keyword: '交通', kind: 'people' }, '请求参数 kind'],
    [{ keyword: '交通', pageSize: '101' }, '请求参数 pageSize 不能大于 100'],
    [{ keyword: '交通', sort: 'views' }, '请求参数 sort 不被允许'],
  ])('refuses %j with 4000', async (query, message) => {
    const envelope = await getPublic(app, 'web/search', query);
    expect(envelope.code).toBe(4000);
    expect(envelope.msg).toContain(message);
  });
});

describe('search over the seeded catalogue', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds a two-character Chinese word in every kind, every hit marked where it says', async () => {
    const result = dataOf<Result>(
      await getPublic(app, 'web/search', { keyword: '数据', pageSize: '50' }),
    );
    expect(result.counts.resource).toBeGreaterThan(0);
    expect(result.counts.product).toBeGreaterThan(0);
    expect(result.counts.article).toBeGreaterThan(0);
    expect(result.list).toHaveLength(50);
    for (const hit of result.list) {
      expect(marked([...hit.title, ...hit.snippet]).length).toBeGreaterThan(0);
      expect(marked([...hit.title, ...hit.snippet]).every((text) => text === '数据')).toBe(true);
    }
    const titleHits = result.list.map((hit) => hit.title.some((segment) => segment.hit));
    // ranked: every title hit comes before the first hit found only in the body
    expect(
      titleHits.indexOf(false) === -1 || !titleHits.slice(titleHits.indexOf(false)).includes(true),
    ).toBe(true);
  });
});

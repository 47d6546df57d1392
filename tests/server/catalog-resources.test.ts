import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { eq } from 'drizzle-orm';
import { catalogVersions, dataResources } from '../../server/db/schema';
import { fixtureId, fixtureResources, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Page = components['schemas']['DataResourcePage'];
type Detail = components['schemas']['DataResourceDetail'];

const countsOf = (options: readonly { value: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.count]));

describe('data resource list', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/data-resource/list', query));
  const names = (page: Page) => page.list.map((item) => item.name);

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists every resource, most recently updated first, 10 a page, with their summary fields', async () => {
    const page = await list({});
    expect(page.total).toBe(8);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.list.map((item) => item.id)).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((index) => fixtureId(1, index)),
    );
    expect(page.list[7]).toEqual({
      id: fixtureId(1, 1),
      code: 'JS-T-000001',
      name: '南京市公交线路数据',
      summary: '第1个测试用数据资源',
      provider: '南京市交通运输局',
      theme: '交通出行',
      region: '南京市',
      openType: 'unconditional',
      updateFrequency: 'monthly',
      format: 'csv',
      recordCount: 1000,
      viewCount: 50,
      applicationCount: 1,
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
  });

  it('sorts by views and by applications, ties by recency', async () => {
    expect(names(await list({ sort: 'views' })).slice(0, 4)).toEqual([
      '南京市公交线路数据',
      '苏州市停车场信息',
      '户籍人口统计',
      '南京市地铁客流统计',
    ]);
    expect(names(await list({ sort: 'applications' })).slice(0, 4)).toEqual([
      '南京市地铁客流统计',
      '全省高速公路路况',
      '南京市公交线路数据',
      '医疗机构名录',
    ]);
    expect(names(await list({ sort: 'updated' }))[0]).toBe('医疗机构名录');
  });

  it.each([
    [{ theme: '交通出行' }, [4, 3, 2, 1]],
    [{ provider: '南京市交通运输局' }, [2, 1]],
    [{ region: '苏州市' }, [7, 3]],
    [{ openType: 'conditional' }, [7, 3]],
    [{ format: 'json' }, [6, 2]],
    [{ theme: '交通出行', region: '南京市', format: 'csv' }, [1]],
    [{ theme: '医疗卫生', region: '苏州市' }, []],
  ])('filters by %j', async (filter, expected) => {
    const page = await list(filter);
    expect(page.list.map((item) => item.id)).toEqual(expected.map((index) => fixtureId(1, index)));
    expect(page.total).toBe(expected.length);
  });

  it('counts, for each option, the results of all the other filters', async () => {
    const { facets, total } = await list({ theme: '交通出行', region: '南京市' });
    expect(total).toBe(2);
    // theme: only the region filter applies — 南京市 holds 2 交通出行 and 1 公共安全.
    expect(countsOf(facets.theme)).toEqual({ 交通出行: 2, 公共安全: 1, 医疗卫生: 0 });
    // region: only the theme filter applies — 交通出行 has 南京市 2, 苏州市 1, 江苏省 1.
    expect(countsOf(facets.region)).toEqual({ 南京市: 2, 苏州市: 1, 江苏省: 1 });
    // the others: both filters apply (the two Nanjing transport resources).
    expect(countsOf(facets.openType)).toEqual({ unconditional: 2, conditional: 0 });
    expect(countsOf(facets.format)).toEqual({ csv: 1, json: 1, api: 0 });
    expect(countsOf(facets.provider)).toMatchObject({ 南京市交通运输局: 2, 江苏省公安厅: 0 });
    expect(facets.theme[0]).toEqual({ value: '交通出行', count: 2 });
  });

  it('gives the unfiltered counts of every option when nothing is chosen, summing to the total', async () => {
    const { facets, total } = await list({});
    expect(countsOf(facets.theme)).toEqual({ 交通出行: 4, 公共安全: 3, 医疗卫生: 1 });
    expect(countsOf(facets.region)).toEqual({ 南京市: 3, 江苏省: 3, 苏州市: 2 });
    for (const options of Object.values(facets)) {
      expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(total);
    }
  });

  it('keeps a chosen option that no resource carries, with 0', async () => {
    const page = await list({ theme: '经济建设' });
    expect(page.total).toBe(0);
    expect(page.list).toEqual([]);
    expect(countsOf(page.facets.theme)).toMatchObject({ 经济建设: 0, 交通出行: 4 });
  });

  it('matches the keyword partially in name, summary and code, case-insensitively', async () => {
    expect(names(await list({ keyword: '交通' }))).toEqual(['交通违法处理记录']);
    expect(names(await list({ keyword: ' 南京市 ' })).sort()).toEqual(
      ['南京市公交线路数据', '南京市地铁客流统计'].sort(),
    );
    expect(names(await list({ keyword: 'gps' }))).toEqual(['全省高速公路路况']);
    expect(names(await list({ keyword: 'js-t-000005' }))).toEqual(['户籍人口统计']);
    expect((await list({ keyword: '   ' })).total).toBe(8);
  });

  it('takes LIKE wildcards in the keyword literally', async () => {
    expect(names(await list({ keyword: '100%_' }))).toEqual(['全省高速公路路况']);
    expect((await list({ keyword: '%' })).total).toBe(1);
    expect((await list({ keyword: '_' })).total).toBe(1);
    expect((await list({ keyword: '\\' })).total).toBe(0);
  });

  it('counts the facets under the keyword', async () => {
    const { facets, total } = await list({ keyword: '苏州市' });
    expect(total).toBe(2);
    expect(countsOf(facets.region)).toEqual({ 苏州市: 2 });
  });

  it('pages: page 2 of 3 a page, an empty page past the end, the total always', async () => {
    const second = await list({ page: 2, pageSize: 3 });
    expect(second.list.map((item) => item.id)).toEqual(
      [5, 4, 3].map((index) => fixtureId(1, index)),
    );
    expect(second).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    const third = await list({ page: 3, pageSize: 3 });
    expect(third.list).toHaveLength(2);
    const beyond = await list({ page: 40, pageSize: 3 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(8);
    expect((await list({ pageSize: 100 })).list).toHaveLength(8);
  });

  it.each([
    [{ pageSize: 101 }, '请求参数 pageSize 不能大于 100'],
    [{ pageSize: 0 }, '请求参数 pageSize 不能小于 1'],
    [{ page: 0 }, '请求参数 page 不能小于 1'],
    [{ page: '2' }, '请求参数 page 必须是整数'],
    [{ sort: 'name' }, '请求参数 sort'],
    [{ openType: 'open' }, '请求参数 openType'],
    [{ theme: '' }, '请求参数 theme'],
    [{ keyword: 5 }, '请求参数 keyword 必须是字符串'],
    [{ color: 'red' }, '请求参数 color 不被允许'],
  ])('refuses %j with 4000', async (query, message) => {
    const envelope = await postPublic(app, 'web/data-resource/list', query);
    expect(envelope.code).toBe(4000);
    expect(envelope.msg).toContain(message);
    expect(envelope.data).toBeNull();
  });
});

describe('data resource list after changes', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/data-resource/list', query));
  const version = async () =>
    (
      await app.db
        .select()
        .from(catalogVersions)
        .where(eq(catalogVersions.tableName, 'data_resources'))
    )[0]?.version ?? 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows added, changed and removed resources at once, in the list and its facets', async () => {
    expect((await list({ theme: '交通出行' })).total).toBe(4);
    const [template] = fixtureResources;
    if (template === undefined) throw new Error('no fixture');
    await app.db
      .insert(dataResources)
      .values({ ...template, id: fixtureId(1, 9), code: 'JS-T-000009' });
    const added = await list({ theme: '交通出行' });
    expect(added.total).toBe(5);
    expect(countsOf(added.facets.region)).toMatchObject({ 南京市: 3 });

    await app.db
      .update(dataResources)
      .set({ theme: '城乡建设' })
      .where(eq(dataResources.id, fixtureId(1, 9)));
    expect((await list({ theme: '交通出行' })).total).toBe(4);
    expect(countsOf((await list({})).facets.theme)).toMatchObject({ 城乡建设: 1 });

    await app.db.delete(dataResources).where(eq(dataResources.id, fixtureId(1, 9)));
    expect((await list({})).total).toBe(8);
  });

  it('does not count a view as a change of the catalogue', async () => {
    const before = await version();
    await getPublic(app, 'web/data-resource/detail', { id: fixtureId(1, 2) });
    expect(await version()).toBe(before);
    expect((await list({ sort: 'views' })).list.map((item) => item.viewCount)).toContain(11);
  });

  it('shows current view counts on a page it has listed before', async () => {
    const viewsOf = async () =>
      (await list({})).list.find((item) => item.id === fixtureId(1, 3))?.viewCount;
    const before = await viewsOf();
    await getPublic(app, 'web/data-resource/detail', { id: fixtureId(1, 3) });
    expect(await viewsOf()).toBe((before ?? 0) + 1);
  });
});

describe('data resource detail', () => {
  let app: FastifyInstance;
  const detail = async (id: string) => getPublic(app, 'web/data-resource/detail', { id });

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the fields, sample rows and the products built on the resource', async () => {
    const resource = dataOf<Detail>(await detail(fixtureId(1, 1)));
    expect(resource).toMatchObject({
      id: fixtureId(1, 1),
      name: '南京市公交线路数据',
      description: '第1个测试用数据资源的说明',
      fields: [
        { name: 'id', type: 'string', description: '标识' },
        { name: 'amount', type: 'decimal', description: '金额' },
      ],
      sampleRows: [
        ['A1', '12.5'],
        ['A2', null],
      ],
    });
    expect(resource.relatedProducts).toEqual([
      { id: fixtureId(2, 1), name: '公交出行指数服务', providerCompany: '江苏数源科技有限公司' },
      {
        id: fixtureId(2, 2),
        name: '城市交通拥堵分析报告',
        providerCompany: '江苏数源科技有限公司',
      },
    ]);
    expect(dataOf<Detail>(await detail(fixtureId(1, 8))).relatedProducts).toEqual([]);
  });

  it('counts one view per visit, also when visits come at once', async () => {
    const first = dataOf<Detail>(await detail(fixtureId(1, 5)));
    expect(first.viewCount).toBe(21);
    await Promise.all(Array.from({ length: 5 }, () => detail(fixtureId(1, 5))));
    expect(dataOf<Detail>(await detail(fixtureId(1, 5))).viewCount).toBe(27);
    const listed = dataOf<Page>(
      await postPublic(app, 'web/data-resource/list', { keyword: '户籍' }),
    );
    expect(listed.list[0]?.viewCount).toBe(27);
  });

  it('answers 4011 for an unknown id and 4000 for an id that is not a uuid', async () => {
    expect(await detail(fixtureId(1, 99))).toEqual({
      code: 4011,
      msg: '数据资源不存在',
      data: null,
    });
    expect((await detail('not-an-id')).code).toBe(4000);
    const missing = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/web/data-resource/detail?t=1',
    });
    expect(JSON.parse(missing.body)).toMatchObject({ code: 4000 });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { fixtureId, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Page = components['schemas']['DataProductPage'];
type Detail = components['schemas']['DataProductDetail'];

const countsOf = (options: readonly { value: string; count: number }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.count]));

describe('data products', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/data-product/list', query));
  const ids = (page: Page) => page.list.map((item) => item.id);
  const product = (index: number) => fixtureId(2, index);

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the products, most recently updated first, with their summary fields', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(ids(page)).toEqual([4, 3, 2, 1].map(product));
    expect(page.list[3]).toEqual({
      id: product(1),
      name: '公交出行指数服务',
      summary: '第1个测试用数据产品',
      providerCompany: '江苏数源科技有限公司',
      scenario: '智慧交通',
      deliveryForm: 'api',
      viewCount: 7,
      applicationCount: 0,
      updatedAt: '2026-04-01T00:00:00.000Z',
    });
  });

  it('sorts by views and by applications', async () => {
    expect(ids(await list({ sort: 'views' }))[0]).toBe(product(1));
    expect(ids(await list({ sort: 'applications' }))[0]).toBe(product(2));
  });

  it.each([
    [{ scenario: '智慧交通' }, [3, 2, 1]],
    [{ provider: '苏州智算数据服务有限公司' }, [4, 3]],
    [{ deliveryForm: 'api' }, [4, 1]],
    [{ scenario: '智慧交通', provider: '苏州智算数据服务有限公司' }, [3]],
    [{ keyword: '交通' }, [4, 2]],
    [{ keyword: '交通', deliveryForm: 'report' }, [2]],
  ])('filters by %j', async (filter, expected) => {
    const page = await list(filter);
    expect(ids(page)).toEqual(expected.map(product));
    expect(page.total).toBe(expected.length);
  });

  it('counts each facet option under the other filters', async () => {
    const { facets } = await list({ provider: '苏州智算数据服务有限公司', deliveryForm: 'model' });
    expect(countsOf(facets.provider)).toEqual({
      苏州智算数据服务有限公司: 1,
      江苏数源科技有限公司: 0,
    });
    // report is offered by the other company only: listed, with nothing under the chosen provider.
    expect(countsOf(facets.deliveryForm)).toEqual({ api: 1, model: 1, report: 0 });
    expect(countsOf(facets.scenario)).toEqual({ 智慧交通: 1, 普惠金融: 0 });
  });

  it('pages and refuses a page size over 100', async () => {
    const page = await list({ page: 2, pageSize: 3 });
    expect(ids(page)).toEqual([product(1)]);
    expect(page.total).toBe(4);
    expect((await postPublic(app, 'web/data-product/list', { pageSize: 500 })).code).toBe(4000);
    expect((await postPublic(app, 'web/data-product/list', { region: '南京市' })).msg).toBe(
      '请求参数 region 不被允许',
    );
  });

  it('gives a product with the resources it is built on and counts the view', async () => {
    const detail = dataOf<Detail>(
      await getPublic(app, 'web/data-product/detail', { id: product(1) }),
    );
    expect(detail).toMatchObject({
      id: product(1),
      name: '公交出行指数服务',
      description: '第1个测试用数据产品的说明',
      viewCount: 8,
    });
    expect(detail.resources).toEqual([
      {
        id: fixtureId(1, 1),
        code: 'JS-T-000001',
        name: '南京市公交线路数据',
        provider: '南京市交通运输局',
      },
      {
        id: fixtureId(1, 2),
        code: 'JS-T-000002',
        name: '南京市地铁客流统计',
        provider: '南京市交通运输局',
      },
    ]);
    const again = dataOf<Detail>(
      await getPublic(app, 'web/data-product/detail', { id: product(1) }),
    );
    expect(again.viewCount).toBe(9);
  });

  it('answers 4011 for an unknown product', async () => {
    expect(await getPublic(app, 'web/data-product/detail', { id: product(77) })).toEqual({
      code: 4011,
      msg: '数据产品不存在',
      data: null,
    });
  });
});

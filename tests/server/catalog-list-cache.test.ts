/**
 * What the catalogue lists keep between requests stays true: facets and totals answered from the
 * keyword's filter combinations equal a count over every row, for any choice of filters; a kept
 * page's columns are either tracked by the catalogue counter or read fresh; changes of either kind
 * show at the next request.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { catalogVersions, dataResources } from '../../server/db/schema';
import { readCatalogVersions } from '../../server/features/catalog/catalog-version-cache';
import { productListKind } from '../../server/features/catalog/products/web-data-product-list';
import { resourceListKind } from '../../server/features/catalog/resources/web-data-resource-list';
import { fixtureId, fixtureResources, insertCatalogFixtures } from '../support/catalog-fixtures';
import { dataOf, getPublic, postPublic } from '../support/public-api';
import { buildTestApp } from '../support/server-app';

type Page = components['schemas']['DataResourcePage'];
type ResourceRow = typeof dataResources.$inferSelect;

const facetNames = ['theme', 'provider', 'region', 'openType', 'format'] as const;
type FacetName = (typeof facetNames)[number];
type Choice = Partial<Record<FacetName, string>> & { keyword?: string };

const themes = ['交通出行', '公共安全', '医疗卫生', '教育文化'];
const providers = ['南京市交通运输局', '苏州市卫生健康委员会', '江苏省公安厅', '无锡市教育局'];
const regions = ['南京市', '苏州市', '江苏省', '无锡市', '常州市'];
const formats = ['csv', 'json', 'api', 'xlsx'] as const;

/** 60 more resources whose filter values vary independently, so combinations overlap in many ways. */
const variedResources = Array.from({ length: 60 }, (_, index) => {
  const [template] = fixtureResources;
  if (template === undefined) throw new Error('no fixture');
  const pick = <T>(values: readonly T[], step: number) =>
    values[(index * step + Math.floor(index / 7)) % values.length] as T;
  return {
    ...template,
    id: fixtureId(3, index),
    code: `JS-V-${String(index).padStart(6, '0')}`,
    name: `${pick(regions, 3)}${pick(themes, 1)}数据${index}`,
    theme: pick(themes, 1),
    provider: pick(providers, 2),
    region: pick(regions, 3),
    openType: index % 3 === 0 ? ('conditional' as const) : ('unconditional' as const),
    format: pick(formats, 5),
    updatedAt: new Date(Date.UTC(2026, 3, 1, index)),
  };
});

const chineseOrder = new Intl.Collator('zh-CN');

/** What the list must answer for `choice`, counted over every row the plain way. */
function expectedFacets(rows: readonly ResourceRow[], choice: Choice) {
  const keyword = choice.keyword?.trim().toLowerCase() ?? '';
  const matching = rows.filter((row) =>
    `${row.name}\u001f${row.summary}\u001f${row.code}`.toLowerCase().includes(keyword),
  );
  const meets = (row: ResourceRow, skip: FacetName | null) =>
    facetNames.every(
      (name) => name === skip || choice[name] === undefined || row[name] === choice[name],
    );
  const facets = Object.fromEntries(
    facetNames.map((name) => {
      const values = new Set(matching.map((row) => row[name]));
      const chosen = choice[name];
      if (chosen !== undefined) values.add(chosen);
      const options = [...values].map((value) => ({
        value,
        count: matching.filter((row) => row[name] === value && meets(row, name)).length,
      }));
      options.sort(
        (left, right) => right.count - left.count || chineseOrder.compare(left.value, right.value),
      );
      return [name, options];
    }),
  );
  return { total: matching.filter((row) => meets(row, null)).length, facets };
}

describe('catalogue list answers kept between requests', () => {
  let app: FastifyInstance;
  const list = async (query: object) =>
    dataOf<Page>(await postPublic(app, 'web/data-resource/list', query));
  const version = async (table: string) =>
    (await app.db.select().from(catalogVersions).where(eq(catalogVersions.tableName, table)))[0]
      ?.version ?? 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCatalogFixtures(app.db);
    await app.db.insert(dataResources).values(variedResources);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers facets and totals for any choice of filters as a count over every row would', async () => {
    const rows = await app.db.select().from(dataResources);
    const choices: Choice[] = [
      {},
      { theme: '交通出行' },
      { theme: '交通出行', region: '南京市' },
      { provider: '江苏省公安厅', format: 'json', openType: 'conditional' },
      { region: '无锡市', format: 'xlsx' },
      { theme: '经济建设' },
      { theme: '经济建设', region: '苏州市' },
      { keyword: '南京' },
      { keyword: '南京', theme: '公共安全' },
      { keyword: '数据', provider: '无锡市教育局', region: '常州市' },
      { keyword: '没有这样的资源' },
      { keyword: '没有这样的资源', theme: '交通出行' },
    ];
    for (const choice of choices) {
      const page = await list(choice);
      expect({ choice, total: page.total, facets: page.facets }).toEqual({
        choice,
        ...expectedFacets(rows, choice),
      });
    }
  });

  it('reads fresh, on a page it keeps, every shown column the catalogue counter does not track', async () => {
    for (const kind of [resourceListKind, productListKind]) {
      const table: PgTable = kind.table;
      const columns: Record<string, PgColumn> = kind.columns;
      const fresh: readonly string[] = kind.freshColumns;
      for (const [name, column] of Object.entries(columns)) {
        if (name === 'id' || fresh.includes(name)) continue;
        const before = await version(kind.versionTable);
        await app.db
          .update(table)
          .set({ [name]: sql`${column}` })
          .where(sql`false`);
        expect({
          kind: kind.versionTable,
          column: name,
          moved: await version(kind.versionTable),
        }).toEqual({ kind: kind.versionTable, column: name, moved: before + 1 });
      }
    }
  });

  it('shows a kept page with its fresh columns current and a tracked change at once', async () => {
    const listed = (await list({})).list[0];
    if (listed === undefined) throw new Error('empty list');
    const firstId = listed.id;
    const before = await version('data_resources');
    await app.db
      .update(dataResources)
      .set({ recordCount: 424242, updateFrequency: 'realtime', applicationCount: 7 })
      .where(eq(dataResources.id, firstId));
    await getPublic(app, 'web/data-resource/detail', { id: firstId });
    // None of these moved the counter, so the page is kept, yet shows them.
    expect(await version('data_resources')).toBe(before);
    expect((await list({})).list[0]).toMatchObject({
      id: firstId,
      recordCount: 424242,
      updateFrequency: 'realtime',
      applicationCount: 7,
      viewCount: listed.viewCount + 1,
    });

    await app.db
      .update(dataResources)
      .set({ name: '改名后的资源' })
      .where(eq(dataResources.id, firstId));
    expect((await list({})).list[0]).toMatchObject({ id: firstId, name: '改名后的资源' });
  });

  it('moves a kept page when a newer resource arrives, and follows it out again', async () => {
    const [template] = fixtureResources;
    if (template === undefined) throw new Error('no fixture');
    const first = await list({ page: 1, pageSize: 5 });
    const second = await list({ page: 2, pageSize: 5 });
    await app.db.insert(dataResources).values({
      ...template,
      id: fixtureId(4, 1),
      code: 'JS-N-000001',
      updatedAt: new Date('2026-12-01T00:00:00Z'),
    });
    const shifted = await list({ page: 2, pageSize: 5 });
    expect(shifted.total).toBe(second.total + 1);
    expect(shifted.list.map((item) => item.id)).toEqual(
      [first.list[4], ...second.list.slice(0, 4)].map((item) => item?.id),
    );
    await app.db.delete(dataResources).where(eq(dataResources.id, fixtureId(4, 1)));
    expect(await list({ page: 2, pageSize: 5 })).toEqual(second);
  });

  it('computes a cached answer once for requests that ask together, and keeps no failure', async () => {
    const versions = await readCatalogVersions(app.db);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return computed;
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => versions.cached(['data_resources'], 'together', compute)),
    );
    expect(answers).toEqual([1, 1, 1, 1, 1]);

    const failing = () => Promise.reject(new Error('数据库不可用'));
    await expect(versions.cached(['data_resources'], 'failing', failing)).rejects.toThrow(
      '数据库不可用',
    );
    expect(await versions.cached(['data_resources'], 'failing', () => Promise.resolve(2))).toBe(2);
  });
});

import { count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { DatabaseConnection } from '../../server/db/database';
import {
  articles,
  dataProductResources,
  dataProducts,
  dataResources,
  domains,
  entryConfigs,
  seedRuns,
} from '../../server/db/schema';
import { generateCatalog } from '../../server/db/seed/catalog/generate-catalog';
import { cities } from '../../server/db/seed/catalog/regions';
import { runSeed } from '../../server/db/seed/run-seed';
import { buildTestApp, ManualClock, testDatabase } from '../support/server-app';

describe('catalogue seed on a fresh demo database', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records both catalogue steps', async () => {
    const steps = (await app.db.select({ step: seedRuns.step }).from(seedRuns)).map(
      (row) => row.step,
    );
    expect(steps).toEqual(expect.arrayContaining(['catalog-domains', 'catalog-content']));
  });

  it('has at least 300 resources from 25 provincial departments and all 13 cities', async () => {
    const [resources] = await app.db.select({ total: count() }).from(dataResources);
    expect(resources?.total).toBeGreaterThanOrEqual(300);
    const [provincial] = await app.db
      .select({ providers: countDistinct(dataResources.provider) })
      .from(dataResources)
      .where(eq(dataResources.region, '江苏省'));
    expect(provincial?.providers).toBeGreaterThanOrEqual(25);
    const regions = await app.db
      .selectDistinct({ region: dataResources.region })
      .from(dataResources);
    expect(new Set(regions.map((row) => row.region))).toEqual(
      new Set(['江苏省', ...cities.map((city) => city.name)]),
    );
  });

  it('has at least 60 products, each on resources that exist, and at least 80 published articles', async () => {
    const [products] = await app.db.select({ total: count() }).from(dataProducts);
    expect(products?.total).toBeGreaterThanOrEqual(60);
    const [links] = await app.db
      .select({ products: countDistinct(dataProductResources.productId) })
      .from(dataProductResources);
    expect(links?.products).toBe(products?.total);
    const byCategory = await app.db
      .select({ category: articles.category, total: count() })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .groupBy(articles.category);
    expect(byCategory.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(80);
    expect(new Set(byCategory.map((row) => row.category))).toEqual(
      new Set(['operation', 'policy', 'notice']),
    );
  });

  it('has the domains with their entry configs', async () => {
    const rows = await app.db
      .select({ code: domains.code, configs: count(entryConfigs.id) })
      .from(domains)
      .leftJoin(entryConfigs, eq(entryConfigs.domainId, domains.id))
      .groupBy(domains.code);
    expect(rows.map((row) => row.code)).toEqual(expect.arrayContaining(['finance', 'health']));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.configs).toBeGreaterThanOrEqual(3);
  });

  it('keeps the generated ids, so links to a record work on every fresh database', async () => {
    const expected = generateCatalog();
    const first = expected.resources[0];
    const [stored] = await app.db
      .select({ id: dataResources.id, code: dataResources.code, name: dataResources.name })
      .from(dataResources)
      .where(eq(dataResources.id, first?.id ?? ''));
    expect(stored).toEqual({ id: first?.id, code: first?.code, name: first?.name });
  });
});

describe('catalogue seed in production', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openDatabase(await testDatabase(), console);
    await runSeed(connection.db, { clock: new ManualClock(), mode: 'production' });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('seeds the domains and entry configs but no demo resources, products or articles', async () => {
    const { db } = connection;
    const [domainCount] = await db.select({ total: count() }).from(domains);
    expect(domainCount?.total).toBeGreaterThanOrEqual(6);
    const [configCount] = await db.select({ total: count() }).from(entryConfigs);
    expect(configCount?.total).toBeGreaterThanOrEqual(18);
    for (const table of [dataResources, dataProducts, articles]) {
      const [rows] = await db.select({ total: count() }).from(table);
      expect(rows?.total).toBe(0);
    }
  });
});

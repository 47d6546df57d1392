import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/raw-rows';
import { openDatabase } from '../../server/db/connect';
import type { DatabaseConnection } from '../../server/db/database';
import { articles, dataProductResources, dataResources } from '../../server/db/schema';
import { generateCatalog } from '../../server/db/seed/catalog/generate-catalog';
import { insertCatalog } from '../../server/db/seed/catalog/insert-catalog';
import { testDatabase } from '../support/server-app';

interface IndexRow {
  readonly indexname: string;
}

async function ginIndexNames(connection: DatabaseConnection): Promise<string[]> {
  const result: unknown = await connection.db.execute(
    sql`SELECT indexname FROM pg_indexes WHERE indexdef LIKE '% USING gin %' ORDER BY indexname`,
  );
  return (rowsOf(result) as IndexRow[]).map((row) => row.indexname);
}

describe('catalogue seed at benchmark size', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openDatabase(await testDatabase(), console);
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('generates and inserts 10 000 resources with their products and articles in under 30 s', async () => {
    const indexesBefore = await ginIndexNames(connection);
    const started = performance.now();
    const catalog = generateCatalog({ resources: 10_000 });
    await connection.db.transaction((tx) => insertCatalog(tx, catalog));
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(30);

    const [resources] = await connection.db.select({ total: count() }).from(dataResources);
    expect(resources?.total).toBe(10_000);
    const [links] = await connection.db.select({ total: count() }).from(dataProductResources);
    expect(links?.total).toBe(catalog.productResources.length);
    const [articleCount] = await connection.db.select({ total: count() }).from(articles);
    expect(articleCount?.total).toBe(catalog.articles.length);
    // The trigram indexes dropped for the load are all back.
    expect(await ginIndexNames(connection)).toEqual(indexesBefore);
    expect(indexesBefore.length).toBeGreaterThanOrEqual(6);

    // Values survive the trip through JSON unchanged.
    const sample = catalog.resources[4321];
    const [stored] = await connection.db
      .select()
      .from(dataResources)
      .where(eq(dataResources.id, sample?.id ?? ''));
    expect(stored).toMatchObject({
      code: sample?.code,
      fields: sample?.fields,
      sampleRows: sample?.sampleRows,
      publishedAt: sample?.publishedAt,
      updatedAt: sample?.updatedAt,
      applicationCount: sample?.applicationCount,
    });
  }, 120_000);
});

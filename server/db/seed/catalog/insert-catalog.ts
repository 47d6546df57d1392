/**
 * Writes a generated catalogue in multi-row inserts. Each batch stays well below PostgreSQL's limit
 * of 65 535 bind parameters per statement (rows × columns), and resources, whose fields and sample
 * rows are large, go in smaller batches so no single statement grows too big.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from '../../database';
import {
  articles,
  dataProductResources,
  dataProducts,
  dataResources,
  domains,
  entryConfigs,
} from '../../schema';
import type { GeneratedCatalog } from './catalog-types';

const maxParameters = 65_535;

function batchSize(columns: number, cap: number): number {
  return Math.max(1, Math.min(cap, Math.floor(maxParameters / columns)));
}

async function insertInBatches<Table extends PgTable>(
  db: Database | DatabaseTransaction,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  size: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

export async function insertCatalog(
  db: DatabaseTransaction | Database,
  catalog: GeneratedCatalog,
): Promise<void> {
  const columnsOf = (table: PgTable) => Object.keys(getTableColumns(table)).length;
  await insertInBatches(db, domains, catalog.domains, batchSize(columnsOf(domains), 1000));
  await insertInBatches(
    db,
    entryConfigs,
    catalog.entryConfigs,
    batchSize(columnsOf(entryConfigs), 1000),
  );
  await insertInBatches(
    db,
    dataResources,
    catalog.resources,
    batchSize(columnsOf(dataResources), 400),
  );
  await insertInBatches(
    db,
    dataProducts,
    catalog.products,
    batchSize(columnsOf(dataProducts), 1000),
  );
  await insertInBatches(
    db,
    dataProductResources,
    catalog.productResources,
    batchSize(columnsOf(dataProductResources), 5000),
  );
  await insertInBatches(db, articles, catalog.articles, batchSize(columnsOf(articles), 500));
}

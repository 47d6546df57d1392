/**
 * Writes a generated catalogue quickly. Big tables go in as one JSON document per batch, expanded by
 * the database (`json_to_recordset`), so each statement has a single bind parameter whatever the
 * batch size — far below PostgreSQL's limit of 65 535 — and no time goes into building statements
 * with thousands of placeholders. For large catalogues the trigram (GIN) indexes of the catalogue
 * tables are dropped during the load and rebuilt from their own definitions afterwards, inside the
 * same transaction: building a GIN index once is much faster than growing it row by row.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from '../../database';
import { rowsOf } from '../../raw-rows';
import {
  articles,
  dataProductResources,
  dataProducts,
  dataResources,
  domains,
  entryConfigs,
} from '../../schema';
import type { GeneratedCatalog } from './catalog-types';

type Executor = Database | DatabaseTransaction;

/** Rows per statement: one JSON parameter each, a few megabytes at most. */
const rowsPerBatch = 1000;
/** From this many rows on, rebuilding the GIN indexes beats maintaining them row by row. */
const bulkRowCount = 3000;

interface ColumnPlan {
  readonly property: string;
  readonly name: string;
  readonly type: string;
}

function columnPlan(table: PgTable): ColumnPlan[] {
  return Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined)
    .map(([property, column]) => ({ property, name: column.name, type: column.getSQLType() }));
}

/**
 * JSON documents inside the batch travel as text and are cast once: letting `json_to_recordset`
 * produce `jsonb` directly parses every nested document twice, which is much slower.
 */
function recordType(column: ColumnPlan): string {
  return `"${column.name}" ${column.type === 'jsonb' ? 'text' : column.type}`;
}

function selectedValue(column: ColumnPlan): string {
  return column.type === 'jsonb' ? `"${column.name}"::jsonb` : `"${column.name}"`;
}

function jsonValue(column: ColumnPlan, value: unknown): unknown {
  if (column.type === 'jsonb') return JSON.stringify(value);
  return value instanceof Date ? value.toISOString() : value;
}

async function insertAsJson<Table extends PgTable>(
  db: Executor,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const plan = columnPlan(table);
  const names = plan.map((column) => `"${column.name}"`).join(', ');
  const selected = plan.map(selectedValue).join(', ');
  const head = sql.raw(
    `INSERT INTO "${getTableName(table)}" (${names}) SELECT ${selected} FROM json_to_recordset(`,
  );
  const tail = sql.raw(`::json) AS record(${plan.map(recordType).join(', ')})`);
  for (let start = 0; start < rows.length; start += rowsPerBatch) {
    const batch = rows.slice(start, start + rowsPerBatch).map((row) => {
      const record: Record<string, unknown> = {};
      const values = row as Record<string, unknown>;
      for (const column of plan) {
        const value = values[column.property];
        if (value === undefined) {
          throw new Error(`${getTableName(table)}.${column.name} 缺少取值`);
        }
        record[column.name] = jsonValue(column, value);
      }
      return record;
    });
    await db.execute(sql`${head}${JSON.stringify(batch)}${tail}`);
  }
}

interface IndexRow {
  readonly indexname: string;
  readonly indexdef: string;
}

function isIndexRow(value: unknown): value is IndexRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    'indexname' in value &&
    typeof value.indexname === 'string' &&
    'indexdef' in value &&
    typeof value.indexdef === 'string'
  );
}

/** Both drivers answer `execute` with an object holding `rows`. */
function indexRowsOf(result: unknown): IndexRow[] {
  return rowsOf(result).filter(isIndexRow);
}

/** Runs `load` with the GIN indexes of `tables` dropped, then recreates them as they were. */
async function withGinIndexesRebuilt(
  db: Executor,
  tables: readonly PgTable[],
  load: () => Promise<void>,
): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  const result: unknown = await db.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) AND indexdef LIKE '% USING gin %'`,
  );
  const indexes = indexRowsOf(result);
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}

export async function insertCatalog(db: Executor, catalog: GeneratedCatalog): Promise<void> {
  if (catalog.domains.length > 0) await db.insert(domains).values([...catalog.domains]);
  if (catalog.entryConfigs.length > 0) {
    await db.insert(entryConfigs).values([...catalog.entryConfigs]);
  }
  const load = async () => {
    await insertAsJson(db, dataResources, catalog.resources);
    await insertAsJson(db, dataProducts, catalog.products);
    await insertAsJson(db, dataProductResources, catalog.productResources);
    await insertAsJson(db, articles, catalog.articles);
  };
  const rowCount = catalog.resources.length + catalog.products.length + catalog.articles.length;
  if (rowCount >= bulkRowCount) {
    await withGinIndexesRebuilt(db, [dataResources, dataProducts, articles], load);
  } else {
    await load();
  }
}

/**
 * The rows of one page of a catalogue list, read with the counter of the catalogue table in the same
 * statement, so a request needs one round trip to the database when its facets are known.
 *
 * In the default order (most recently updated first) which rows fill a page, and everything they show
 * but a few columns, depends only on what the counter tracks. So a page read once is kept with the
 * counter it was read under; asked again, only its fresh columns (view and application counts and
 * the like, which change without moving the counter) are read, by id, with the counter: when the
 * counter has not moved the kept rows are current, otherwise the page is read anew. Pages in the
 * other orders depend on those counts and are read whole every time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { simpleQueryRows } from '../../db/simple-query';
import { catalogVersionColumn, recall, remember, type CatalogTable } from './catalog-version-cache';

/** The page's rows and the counter of the table they were read under. */
export interface VersionedRows<TRow> {
  readonly rows: TRow[];
  /** null when no row was read: the statement then carried no counter. */
  readonly version: number | null;
}

interface KeptPage<TRow> {
  readonly version: number;
  readonly rows: readonly TRow[];
}

interface CatalogPageSource<TRow extends { id: string }> {
  readonly db: Database;
  readonly table: CatalogTable;
  readonly idColumn: PgColumn;
  /** Whether the page is in the default order (its rows depend only on what the counter tracks). */
  readonly keepable: boolean;
  /** Everything that selects the page (filters, keyword, paging), as a cache key. */
  readonly key: string;
  /** The columns read anew even for a kept page: those the counter does not track. */
  readonly freshColumns: Readonly<Record<string, PgColumn>>;
  /** The page's rows, each with `catalogVersion` (the given column) beside the list's own. */
  readPage: (catalogVersion: SQL<number>) => Promise<(TRow & { catalogVersion: number })[]>;
}

function withoutVersion<TRow>(row: TRow & { catalogVersion: number }): TRow {
  const { catalogVersion: _version, ...rest } = row;
  return rest as TRow;
}

async function readWhole<TRow extends { id: string }>(
  source: CatalogPageSource<TRow>,
  pageKey: string,
): Promise<VersionedRows<TRow>> {
  const read = await source.readPage(catalogVersionColumn(source.table));
  const rows = read.map(withoutVersion);
  const version = read[0]?.catalogVersion ?? null;
  if (source.keepable && version !== null) remember(source.db, pageKey, { version, rows });
  return { rows, version };
}

interface FreshRow {
  readonly id: string;
  readonly catalogVersion: number;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * The fresh columns of the kept rows and the counter, in one small statement over the simple query
 * protocol: the hot path of every repeated list request. Its only values are the kept rows' ids.
 */
async function readFresh<TRow extends { id: string }>(
  source: CatalogPageSource<TRow>,
  kept: readonly TRow[],
): Promise<FreshRow[]> {
  const fresh = Object.entries(source.freshColumns);
  const selected = sql.join(
    [
      ...fresh.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`${source.idColumn} as "id"`,
      sql`${catalogVersionColumn(source.table)} as "catalogVersion"`,
    ],
    sql`, `,
  );
  const ids = sql.join(
    kept.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const rows = (await simpleQueryRows(
    source.db,
    sql`select ${selected} from ${source.idColumn.table} where ${source.idColumn} in (${ids})`,
  )) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: String(row.id),
    catalogVersion: Number(row.catalogVersion),
    values: Object.fromEntries(
      fresh.map(([name, column]) => [name, column.mapFromDriverValue(row[name])]),
    ),
  }));
}

export async function catalogPageRows<TRow extends { id: string }>(
  source: CatalogPageSource<TRow>,
): Promise<VersionedRows<TRow>> {
  const pageKey = `page|${source.table}|${source.key}`;
  const kept = source.keepable ? recall<KeptPage<TRow>>(source.db, pageKey) : undefined;
  if (kept === undefined) return readWhole(source, pageKey);

  const fresh = await readFresh(source, kept.rows);
  if (fresh[0]?.catalogVersion !== kept.version) return readWhole(source, pageKey);

  const freshById = new Map(fresh.map((row) => [row.id, row.values]));
  const rows = kept.rows.flatMap((row) => {
    const current = freshById.get(row.id);
    return current === undefined ? [] : [{ ...row, ...current }];
  });
  return { rows, version: kept.version };
}

/**
 * Reuses answers computed from the catalogue tables while those tables are unchanged. The database
 * keeps a counter per table (`catalog_versions`, raised by statement triggers on every insert, delete
 * and change of a listed column — not by view counts), so every server instance on the same database
 * sees a change at once; an entry is keyed by the counters it was computed under and is never served
 * after they move. One small cache per database connection, least recently used entries dropped first.
 * An answer still being computed is shared too, so requests arriving together compute it once.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { catalogVersions } from '../../db/schema';

export type CatalogTable = 'data_resources' | 'data_products' | 'articles';

const maxEntries = 500;

const caches = new WeakMap<Database, Map<string, unknown>>();

function cacheOf(db: Database): Map<string, unknown> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The entry under `key`, now the most recently used, or undefined. */
export function recall<T>(db: Database, key: string): T | undefined {
  const cache = cacheOf(db);
  if (!cache.has(key)) return undefined;
  const hit = cache.get(key) as T;
  cache.delete(key);
  cache.set(key, hit);
  return hit;
}

export function remember(db: Database, key: string, value: unknown): void {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > maxEntries) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
}

export function forget(db: Database, key: string): void {
  cacheOf(db).delete(key);
}

/** The catalogue counters as read once, for every cached answer of one request. */
export interface CatalogVersions {
  /** The counter of `table` (0 before its first change). */
  versionOf(table: CatalogTable): number;
  /**
   * The answer of `compute` for `key`, computed anew only when one of `tables` changed since it was
   * last computed. The counters were read before computing, so a change meanwhile only makes the
   * entry unreachable, never served for newer data.
   */
  cached<T>(tables: readonly CatalogTable[], key: string, compute: () => Promise<T>): Promise<T>;
}

/** The cache as seen under counters read elsewhere (e.g. in the same statement as a page's rows). */
export function catalogVersionsOf(
  db: Database,
  versions: ReadonlyMap<string, number>,
): CatalogVersions {
  const versionOf = (table: CatalogTable) => versions.get(table) ?? 0;
  return {
    versionOf,
    cached<T>(tables: readonly CatalogTable[], key: string, compute: () => Promise<T>) {
      const stamp = tables.map((table) => `${table}@${versionOf(table)}`).join(',');
      const fullKey = `${stamp}|${key}`;
      const hit = recall<Promise<T>>(db, fullKey);
      if (hit !== undefined) return hit;
      const computing = compute();
      remember(db, fullKey, computing);
      // A failure is not kept: the next request computes again.
      computing.catch(() => {
        if (recall(db, fullKey) === computing) forget(db, fullKey);
      });
      return computing;
    },
  };
}

/**
 * Reads the counters of every catalogue table in one query. A request that caches several answers
 * reads them once, so its answers are consistent with each other and it pays for one read, not one
 * per answer.
 */
export async function readCatalogVersions(db: Database): Promise<CatalogVersions> {
  const rows = await db.select().from(catalogVersions);
  return catalogVersionsOf(db, new Map(rows.map((row) => [row.tableName, row.version])));
}

/**
 * The counter of `table` as a column of another select, so that select reads the rows and the
 * counter they are current under in one statement (one snapshot, one round trip).
 */
export function catalogVersionColumn(table: CatalogTable): SQL<number> {
  return sql`coalesce((select ${catalogVersions.version} from ${catalogVersions} where ${catalogVersions.tableName} = ${table}), 0)`.mapWith(
    Number,
  );
}

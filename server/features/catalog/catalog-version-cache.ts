/**
 * Reuses answers computed from the catalogue tables while those tables are unchanged. The database
 * keeps a counter per table (`catalog_versions`, raised by statement triggers on every insert, delete
 * and change of a listed column — not by view counts), so every server instance on the same database
 * sees a change at once; an entry is keyed by the counters it was computed under and is never served
 * after they move. One small cache per database connection, least recently used entries dropped first.
 */
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

/** The catalogue counters as read once, for every cached answer of one request. */
export interface CatalogVersions {
  /**
   * The answer of `compute` for `key`, computed anew only when one of `tables` changed since it was
   * last computed. The counters were read before computing, so a change meanwhile only makes the
   * entry unreachable, never served for newer data.
   */
  cached<T>(tables: readonly CatalogTable[], key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * Reads the counters of every catalogue table in one query. A request that caches several answers
 * reads them once, so its answers are consistent with each other and it pays for one read, not one
 * per answer.
 */
export async function readCatalogVersions(db: Database): Promise<CatalogVersions> {
  const rows = await db.select().from(catalogVersions);
  const versions = new Map(rows.map((row) => [row.tableName, row.version]));
  const cache = cacheOf(db);
  return {
    async cached<T>(tables: readonly CatalogTable[], key: string, compute: () => Promise<T>) {
      const stamp = tables.map((table) => `${table}@${versions.get(table) ?? 0}`).join(',');
      const fullKey = `${stamp}|${key}`;
      if (cache.has(fullKey)) {
        const hit = cache.get(fullKey) as T;
        cache.delete(fullKey);
        cache.set(fullKey, hit);
        return hit;
      }
      const value = await compute();
      cache.set(fullKey, value);
      if (cache.size > maxEntries) {
        const oldest = cache.keys().next();
        if (oldest.done !== true) cache.delete(oldest.value);
      }
      return value;
    },
  };
}

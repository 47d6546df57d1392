/**
 * The rows of one page of a catalogue list. In the default order (most recently updated first) which
 * rows fill a page depends only on what the catalogue counters track, so the page's ids are reused
 * while the table is unchanged and only the rows themselves are read again, by id, so that their view
 * and application counts are current. Pages in the other orders depend on those counts and are read
 * directly every time.
 */
import type { CatalogTable, CatalogVersions } from './catalog-version-cache';
import type { CatalogSort } from './catalog-sort';

interface CatalogPageSource<TRow extends { id: string }> {
  /** The catalogue counters as the request read them. */
  readonly versions: CatalogVersions;
  readonly table: CatalogTable;
  readonly sort: CatalogSort | undefined;
  /** Everything that selects the page (filters, keyword, paging), as a cache key. */
  readonly key: string;
  readPage: () => Promise<TRow[]>;
  readByIds: (ids: string[]) => Promise<TRow[]>;
}

export async function catalogPageRows<TRow extends { id: string }>(
  source: CatalogPageSource<TRow>,
): Promise<TRow[]> {
  if ((source.sort ?? 'updated') !== 'updated') return source.readPage();
  const computed: { rows: TRow[] | null } = { rows: null };
  const ids = await source.versions.cached([source.table], `page|${source.key}`, async () => {
    computed.rows = await source.readPage();
    return computed.rows.map((row) => row.id);
  });
  if (computed.rows !== null) return computed.rows;
  if (ids.length === 0) return [];
  const byId = new Map((await source.readByIds(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/**
 * A catalogue list's state (keyword, filters, sort, page) read from the URL, and the page of results
 * it asks for. Everything a visitor changes goes through the URL, so links and Back work.
 */
import { useCallback, useMemo } from 'react';
import { apiMessages } from '@/api/messages';
import { useListSearchParams } from '@/components/list/use-list-search-params';
import { toListQuery, type CatalogFilterValues, type CatalogListKind } from '../catalog-kind';
import { useListLoad } from './use-catalog-load';

export function useCatalogList<F extends CatalogFilterValues, Item extends { id: string }>(
  kind: CatalogListKind<F, Item>,
) {
  const { setFilters, hrefs, ...params } = useListSearchParams<F>(kind.params);
  const { load: loadPage } = kind;
  const { state } = params;
  const query = useMemo(() => toListQuery(state), [state]);
  const load = useCallback(async () => {
    const result = await loadPage(query);
    if (!result.ok) return result;
    if (result.data === null) return { ok: false as const, msg: apiMessages.noResponseData };
    return { ok: true as const, data: result.data };
  }, [loadPage, query]);
  /** Sets the keyword, a facet's value ('' clears either) or the order, back on page 1. */
  const setFilter = useCallback(
    (key: keyof F & string, value: string) =>
      // The value is one the page offered for that field: an option of its facet, a sort order.
      setFilters({ [key]: value } as Partial<F>),
    [setFilters],
  );
  /** Where setting the filter `key` to `value` leads, for the link that does it. */
  const filterHref = useCallback(
    (key: keyof F & string, value: string) => hrefs.filters({ [key]: value } as Partial<F>),
    [hrefs],
  );
  return {
    ...params,
    hrefs,
    setFilter,
    filterHref,
    results: useListLoad([kind.operations.list, query], load),
  };
}

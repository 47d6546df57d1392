/** The search results for a view, reloaded when the keyword, the kind or the page change. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { searchSite, type SearchQuery } from './search-site';

export function useSearchResults({ keyword, kind, page, pageSize }: SearchQuery) {
  const load = useCallback(
    () => searchSite({ keyword, kind, page, pageSize }),
    [keyword, kind, page, pageSize],
  );
  return useAsyncData(['GET /web/search', { keyword, kind, page, pageSize }], load);
}

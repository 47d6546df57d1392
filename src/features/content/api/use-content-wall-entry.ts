/**
 * One entry of the content wall for a view, with loading, error and retry. A key the wall does not
 * hold yet comes back as `null` (the view's empty state).
 */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData, type AsyncDataState } from '@/lib/use-async-data';
import { getContentWall, type ContentWallEntry, type ContentWallKey } from './get-content-wall';

export function useContentWallEntry(
  key: ContentWallKey,
): AsyncDataState<ContentWallEntry | null> & { retry: () => void } {
  const load = useCallback(async (): Promise<LoadResult<ContentWallEntry | null>> => {
    const result = await getContentWall();
    if (!result.ok) return result;
    return { ok: true, data: result.data.find((entry) => entry.key === key) ?? null };
  }, [key]);
  return useAsyncData(['GET /content-config/wall/', { key }, 'entry'], load);
}

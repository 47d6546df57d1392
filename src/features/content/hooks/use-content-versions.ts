/** One page of an entry's versions, reloaded when the page changes or on `retry()` (after a save). */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listContentVersions } from '../api/list-content-versions';
import type { ContentWallKey } from '../api/content-wall-types';

export function useContentVersions(key: ContentWallKey, page: number, pageSize: number) {
  const load = useCallback(
    () => listContentVersions({ key, page, pageSize }),
    [key, page, pageSize],
  );
  return useAsyncData(['POST /primary/content-config/versions', { key, page, pageSize }], load);
}

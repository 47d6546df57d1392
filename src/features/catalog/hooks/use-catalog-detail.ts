/**
 * The record a detail page shows, chosen by `?id=`: an id that is not a uuid is not asked for at
 * all, and both it and a 4011 answer come back as "not found", for which the page goes to /404.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiResult } from '@/api/request';
import type { ApiOperation } from '@/lib/data-key';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { isRecordId } from '../record-id';
import { loadRecord, type CatalogData } from './use-catalog-load';

export function useCatalogDetail<T>(
  operation: ApiOperation,
  fetchRecord: (id: string) => Promise<ApiResult<T | null>>,
) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const load = useCallback(async (): Promise<LoadResult<CatalogData<T>>> => {
    if (!isRecordId(id)) return { ok: true, data: { found: false } };
    return loadRecord(fetchRecord(id));
  }, [fetchRecord, id]);
  return useAsyncData([operation, { id }, 'found'], load);
}

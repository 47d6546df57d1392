/**
 * Loading for the catalogue pages over `useAsyncData`: a list keeps showing its previous page while
 * the next one loads (so the filters do not jump), and a detail tells 4011 (/404) apart from
 * other failures.
 */
import { useState } from 'react';
import type { ApiResult } from '@/api/request';
import type { DataKey } from '@/lib/data-key';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData, type AsyncDataState } from '@/lib/use-async-data';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type CatalogData<T> = { found: true; data: T } | { found: false };

/** Turns an API result into a load result; 4011 and an empty body count as "no such record". */
export async function loadRecord<T>(
  call: Promise<ApiResult<T | null>>,
): Promise<LoadResult<CatalogData<T>>> {
  const result = await call;
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, data: { found: false } }
      : result;
  }
  return {
    ok: true,
    data: result.data === null ? { found: false } : { found: true, data: result.data },
  };
}

export type ListLoad<T> = AsyncDataState<T> & {
  retry: () => void;
  /** The last page that loaded, shown (dimmed) while the next one loads. */
  previous: T | null;
};

export function useListLoad<T>(key: DataKey, load: () => Promise<LoadResult<T>>): ListLoad<T> {
  const state = useAsyncData(key, load);
  const [previous, setPrevious] = useState<T | null>(null);
  if (state.status === 'success' && state.data !== previous) setPrevious(state.data);
  return { ...state, previous };
}

/**
 * The application the review panel shows, reloaded when its id changes or on `retry()`. An id that
 * cannot name a record is not asked for: it is "not found" like a 4011.
 */
import { useCallback } from 'react';
import { isRecordId } from '@/lib/is-record-id';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { getReviewApplication, type ApplicationLookup } from '../api/get-review-application';

export function useReviewApplication(id: string) {
  const load = useCallback(
    async (): Promise<LoadResult<ApplicationLookup>> =>
      isRecordId(id) ? getReviewApplication(id) : { ok: true, data: { found: false } },
    [id],
  );
  return useAsyncData(['POST /primary/review/detail', { id }, 'found'], load);
}

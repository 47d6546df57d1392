/** The reviewers' workload, read when the page opens and again after a reassign or on 重试. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getReviewWorkload } from '../api/review-workload';

export function useReviewWorkload() {
  const load = useCallback(() => getReviewWorkload(), []);
  return useAsyncData(['POST /primary/admin/review-workload'], load);
}

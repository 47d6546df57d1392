/**
 * What 审核工作台 shows of one review stage: how many applications wait, how many are overdue, and the
 * ones waiting longest. Two queue calls: the first page (its total and oldest items) and the overdue
 * filter (its total only).
 */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import {
  listReviewQueue,
  type ApplicationSummary,
  type ReviewStage,
} from '../api/list-review-queue';

export type StageSummary = {
  waiting: number;
  overdue: number;
  oldest: ApplicationSummary[];
};

const OLDEST_SHOWN = 3;

export function useStageSummary(stage: ReviewStage) {
  const load = useCallback(async (): Promise<LoadResult<StageSummary>> => {
    const [first, overdue] = await Promise.all([
      listReviewQueue({ stage, overdueOnly: false, page: 1, pageSize: OLDEST_SHOWN }),
      listReviewQueue({ stage, overdueOnly: true, page: 1, pageSize: 1 }, { loading: false }),
    ]);
    if (!first.ok) return first;
    if (!overdue.ok) return overdue;
    return {
      ok: true,
      data: { waiting: first.data.total, overdue: overdue.data.total, oldest: first.data.list },
    };
  }, [stage]);
  return useAsyncData(['POST /primary/review/queue', { stage }, 'summary'], load);
}

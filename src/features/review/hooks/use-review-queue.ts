/** One page of a review queue for a view, reloaded when the stage, the filters or the page change. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listReviewQueue, type ReviewStage } from '../api/list-review-queue';

export type ReviewQueueParams = {
  stage: ReviewStage;
  keyword: string;
  domainId: string;
  overdueOnly: boolean;
  /** 我认领的, 未认领, or '' for all. */
  claim: '' | 'mine' | 'unclaimed';
  page: number;
  pageSize: number;
};

export function useReviewQueue({
  stage,
  keyword,
  domainId,
  overdueOnly,
  claim,
  page,
  pageSize,
}: ReviewQueueParams) {
  const load = useCallback(
    () =>
      listReviewQueue({
        stage,
        keyword: keyword === '' ? undefined : keyword,
        domainId: domainId === '' ? undefined : domainId,
        overdueOnly,
        claim: claim === '' ? 'all' : claim,
        page,
        pageSize,
      }),
    [stage, keyword, domainId, overdueOnly, claim, page, pageSize],
  );
  return useAsyncData(
    [
      'POST /primary/review/queue',
      { stage, keyword, domainId, overdueOnly, claim, page, pageSize },
    ],
    load,
  );
}

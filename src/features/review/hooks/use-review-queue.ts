/** One page of a review queue for a view, reloaded when the stage, the filters or the page change. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listReviewQueue, type ReviewStage } from '../api/list-review-queue';

export type ReviewQueueParams = {
  stage: ReviewStage;
  domainId: string;
  overdueOnly: boolean;
  page: number;
  pageSize: number;
};

export function useReviewQueue({
  stage,
  domainId,
  overdueOnly,
  page,
  pageSize,
}: ReviewQueueParams) {
  const load = useCallback(
    () =>
      listReviewQueue({
        stage,
        domainId: domainId === '' ? undefined : domainId,
        overdueOnly,
        page,
        pageSize,
      }),
    [stage, domainId, overdueOnly, page, pageSize],
  );
  return useAsyncData(load);
}

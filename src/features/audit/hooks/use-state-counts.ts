/**
 * The numbers on the diagram: applications per state and, for the two review stages, how many of them
 * are past their time limit (`primary/audit/state-counts`).
 */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import {
  APPLICATION_STATES,
  type ApplicationState,
} from '@machines/domain-application/domain-application.types';
import { isReviewStage, type ReviewStage } from '@machines/domain-application/review-deadline';
import type { AuditScopeQuery } from '../api/audit-types';
import { getStateCounts } from '../api/get-state-counts';

export type StateFigures = {
  counts: Record<ApplicationState, number>;
  total: number;
  overdue: Record<ReviewStage, number>;
};

async function loadFigures(scope: AuditScopeQuery): Promise<LoadResult<StateFigures>> {
  const result = await getStateCounts(scope);
  if (!result.ok) return { ok: false, msg: result.msg };
  const counts = Object.fromEntries(APPLICATION_STATES.map((state) => [state, 0])) as Record<
    ApplicationState,
    number
  >;
  const overdue: Record<ReviewStage, number> = { firstReview: 0, finalReview: 0 };
  for (const item of result.data.list) {
    counts[item.state] = item.count;
    if (isReviewStage(item.state)) overdue[item.state] = item.overdue;
  }
  return { ok: true, data: { counts, total: result.data.total, overdue } };
}
export function useStateCounts(scope: AuditScopeQuery) {
  const { domainId, dateFrom, dateTo } = scope;
  const load = useCallback(
    () =>
      loadFigures({
        ...(domainId === undefined ? {} : { domainId }),
        ...(dateFrom === undefined ? {} : { dateFrom }),
        ...(dateTo === undefined ? {} : { dateTo }),
      }),
    [domainId, dateFrom, dateTo],
  );
  return useAsyncData(
    ['POST /primary/audit/state-counts', { domainId, dateFrom, dateTo }, 'figures'],
    load,
  );
}

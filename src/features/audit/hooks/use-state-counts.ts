/**
 * The numbers on the diagram: applications per state (`primary/audit/state-counts`) and, for the two
 * review stages, how many of them are past their time limit. The contract counts states but not overdue
 * applications, so those are counted from the audit list of each review stage, page by page up to a
 * bound; beyond it the figure is a lower bound and says so.
 */
import { useCallback } from 'react';
import type { ApiFailure } from '@/api/request';
import { useAsyncData, type LoadResult } from '@/lib/use-async-data';
import {
  APPLICATION_STATES,
  type ApplicationState,
} from '@machines/domain-application/domain-application.types';
import { isReviewStage, type ReviewStage } from '@machines/domain-application/review-deadline';
import type { AuditScopeQuery } from '../api/audit-types';
import { getStateCounts } from '../api/get-state-counts';
import { listAuditApplications } from '../api/list-audit-applications';

const PAGE_SIZE = 100;
const MAX_PAGES = 10;

export type OverdueCount = {
  count: number;
  /** More applications than were counted. */ atLeast: boolean;
};

export type StateFigures = {
  counts: Record<ApplicationState, number>;
  total: number;
  overdue: Partial<Record<ReviewStage, OverdueCount>>;
};

function failed(result: ApiFailure): LoadResult<never> {
  return { ok: false, msg: result.msg };
}

async function countOverdue(
  scope: AuditScopeQuery,
  state: ReviewStage,
  inState: number,
): Promise<LoadResult<OverdueCount>> {
  let count = 0;
  let seen = 0;
  for (let page = 1; page <= MAX_PAGES && seen < inState; page += 1) {
    const result = await listAuditApplications({ ...scope, state, page, pageSize: PAGE_SIZE });
    if (!result.ok) return failed(result);
    count += result.data.list.filter((application) => application.overdue).length;
    seen += result.data.list.length;
    if (result.data.list.length < PAGE_SIZE) return { ok: true, data: { count, atLeast: false } };
  }
  return { ok: true, data: { count, atLeast: seen < inState } };
}

async function loadFigures(scope: AuditScopeQuery): Promise<LoadResult<StateFigures>> {
  const result = await getStateCounts(scope);
  if (!result.ok) return failed(result);
  const counts = Object.fromEntries(APPLICATION_STATES.map((state) => [state, 0])) as Record<
    ApplicationState,
    number
  >;
  for (const item of result.data.list) counts[item.state] = item.count;
  const overdue: StateFigures['overdue'] = {};
  const stages = APPLICATION_STATES.filter(isReviewStage).filter((state) => counts[state] > 0);
  const counted = await Promise.all(
    stages.map(async (state) => [state, await countOverdue(scope, state, counts[state])] as const),
  );
  for (const [state, outcome] of counted) {
    if (!outcome.ok) return outcome;
    overdue[state] = outcome.data;
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
  return useAsyncData(load);
}

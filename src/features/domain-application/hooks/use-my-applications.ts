/**
 * All of the unit's own applications for the workspace home (those matching the filters, when some are
 * set), so the counts per state are exact: the pages of `second/domain-application/list` are read one
 * after another (a unit has few applications).
 */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import type { ApplicationSummary } from '../api/application-types';
import { listMyApplications, type ApplicationListQuery } from '../api/list-my-applications';

const PAGE_SIZE = 100;
/** Stops a runaway answer from looping: 5 000 applications is far beyond any unit. */
const MAX_PAGES = 50;

async function loadAll(query: ApplicationListQuery): Promise<LoadResult<ApplicationSummary[]>> {
  const all: ApplicationSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await listMyApplications({ ...query, page, pageSize: PAGE_SIZE });
    if (!result.ok) return result;
    all.push(...result.data.list);
    if (result.data.list.length === 0 || all.length >= result.data.total) break;
  }
  return { ok: true, data: all };
}

export function useMyApplications(query: ApplicationListQuery) {
  const { keyword, domainId, dateFrom, dateTo } = query;
  const load = useCallback(
    () => loadAll({ keyword, domainId, dateFrom, dateTo }),
    [keyword, domainId, dateFrom, dateTo],
  );
  return useAsyncData(
    [
      'POST /second/domain-application/list',
      { pageSize: PAGE_SIZE, keyword, domainId, dateFrom, dateTo },
      'allPages',
    ],
    load,
  );
}

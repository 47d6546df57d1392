/** One page of the audit list for the current filters, reloaded when they or the page change. */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import type { ApplicationPage } from '../api/audit-types';
import { listAuditApplications } from '../api/list-audit-applications';
import { listQuery, type AuditFilters } from '../audit-filters';

export function useAuditApplications(filters: AuditFilters, page: number, pageSize: number) {
  const { domainId, state, from, to, reviewerId, keyword } = filters;
  const load = useCallback(async (): Promise<LoadResult<ApplicationPage>> => {
    const query = listQuery({ domainId, state, from, to, reviewerId, keyword }, page, pageSize);
    const result = await listAuditApplications(query);
    return result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg };
  }, [domainId, state, from, to, reviewerId, keyword, page, pageSize]);
  return useAsyncData(
    [
      'POST /primary/audit/application-list',
      { domainId, state, from, to, reviewerId, keyword, page, pageSize },
    ],
    load,
  );
}

/** One page of all applications, filtered, most recently updated first (`POST primary/audit/application-list`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationPage, AuditApplicationQuery } from './audit-types';

export async function listAuditApplications(
  query: AuditApplicationQuery,
): Promise<ApiResult<ApplicationPage>> {
  const result = await toResult(getApi().POST('/primary/audit/application-list', { body: query }));
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data ?? {
      list: [],
      total: 0,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 10,
    },
  };
}

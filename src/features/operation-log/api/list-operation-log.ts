/** One page of the operation log, newest first (`POST primary/audit/admin-log`). */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import type { AdminLogPage, AdminLogQuery } from './operation-log-types';

export async function listOperationLog(query: AdminLogQuery): Promise<LoadResult<AdminLogPage>> {
  const result = await toResult(getApi().POST('/primary/audit/admin-log', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? {
      list: [],
      total: 0,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 10,
    },
  };
}

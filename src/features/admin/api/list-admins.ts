/** One page of operator accounts (`POST primary/admin/list`), by keyword, role and status. */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import { emptyPage, type AdminListQuery, type AdminPage } from './admin-types';

export async function listAdmins(query: AdminListQuery): Promise<LoadResult<AdminPage>> {
  const result = await toResult(getApi().POST('/primary/admin/list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data ?? emptyPage(query.pageSize) };
}

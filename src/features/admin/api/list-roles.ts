/** Every operator role with its rights (`POST primary/admin/role-list`); there are few, so no paging. */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import type { Role } from './admin-types';

export async function listRoles(): Promise<LoadResult<Role[]>> {
  const result = await toResult(getApi().POST('/primary/admin/role-list', { body: {} }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data ?? [] };
}

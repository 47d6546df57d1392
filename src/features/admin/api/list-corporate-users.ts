/** One page of the corporate users who have signed in through the government SSO (`POST primary/user/list`). */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import { emptyPage, type CorporateUserPage, type UserListQuery } from './admin-types';

export async function listCorporateUsers(
  query: UserListQuery,
): Promise<LoadResult<CorporateUserPage>> {
  const result = await toResult(getApi().POST('/primary/user/list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data ?? emptyPage(query.pageSize) };
}

/** One page of every domain, open or closed (`POST primary/domain-admin/list`), by keyword and state. */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import type { DomainAdminListQuery, DomainAdminPage } from './domain-admin-types';

export async function listDomains(
  query: DomainAdminListQuery,
): Promise<LoadResult<DomainAdminPage>> {
  const result = await toResult(getApi().POST('/primary/domain-admin/list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize ?? 10 },
  };
}

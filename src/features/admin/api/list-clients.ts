/** One page of the client applications of the open interface (`POST primary/admin/client-list`). */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import { emptyPage, type ClientListQuery, type ClientPage } from './admin-types';

export async function listClients(query: ClientListQuery): Promise<LoadResult<ClientPage>> {
  const result = await toResult(getApi().POST('/primary/admin/client-list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data ?? emptyPage(query.pageSize) };
}

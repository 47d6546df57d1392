/** `second/user/detail`: the signed-in corporate user's own record (contact masked by the server). */
import type { components } from '@openapi/schema';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';

export type CorporateUserDetail = components['schemas']['CorporateUserDetail'];

export async function fetchCorporateUserDetail(
  api: ApiClient,
): Promise<LoadResult<CorporateUserDetail>> {
  const result = await toResult(api.POST('/second/user/detail', { body: {} }));
  if (!result.ok) return { ok: false, msg: result.msg };
  if (result.data === null || typeof result.data.corName !== 'string')
    return { ok: false, msg: '' };
  return { ok: true, data: result.data };
}

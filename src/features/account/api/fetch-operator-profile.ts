/** `primary/home/profile`: the signed-in operator's own account (phone masked by the server). */
import type { components } from '@openapi/schema';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';

export type OperatorProfile = components['schemas']['OperatorProfile'];

export async function fetchOperatorProfile(api: ApiClient): Promise<LoadResult<OperatorProfile>> {
  const result = await toResult(api.GET('/primary/home/profile'));
  if (!result.ok) return { ok: false, msg: result.msg };
  if (result.data === null || typeof result.data.account !== 'string')
    return { ok: false, msg: '' };
  return { ok: true, data: result.data };
}

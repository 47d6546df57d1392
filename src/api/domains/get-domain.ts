/** A data domain with its description and enabled entry requirements (`GET web/domain/detail`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { apiMessages } from '@/api/messages';

export type DomainDetail = components['schemas']['DomainDetail'];
export type EntryRequirement = components['schemas']['EntryRequirement'];

export async function getDomain(id: string): Promise<ApiResult<DomainDetail>> {
  const result = await toResult(getApi().GET('/web/domain/detail', { params: { query: { id } } }));
  if (!result.ok) return result;
  if (result.data === null)
    return { ok: false, code: result.code, msg: apiMessages.noResponseData, status: 200 };
  return { ...result, data: result.data };
}

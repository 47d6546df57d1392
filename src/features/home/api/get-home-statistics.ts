/** The home page's key figures, computed by the server from the stored data (`GET web/home/statistics`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { apiMessages } from '@/api/messages';
import { toResult, type ApiResult } from '@/api/request';

export type HomeStatistics = components['schemas']['HomeStatistics'];

export async function getHomeStatistics(): Promise<ApiResult<HomeStatistics>> {
  const result = await toResult(getApi().GET('/web/home/statistics', {}));
  if (!result.ok) return result;
  if (result.data === null)
    return { ok: false, code: result.code, msg: apiMessages.noResponseData, status: 200 };
  return { ...result, data: result.data };
}

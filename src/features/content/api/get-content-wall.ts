/**
 * The content wall (`GET content-config/wall/`): the about page, the privacy policy and the home
 * notice, each a rich-text entry the server has already sanitised.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export type ContentWallEntry = components['schemas']['ContentWallEntry'];
export type ContentWallKey = components['schemas']['ContentWallKey'];

export async function getContentWall(): Promise<ApiResult<ContentWallEntry[]>> {
  const result = await toResult(getApi().GET('/content-config/wall/', {}));
  if (!result.ok) return result;
  return { ...result, data: result.data ?? [] };
}

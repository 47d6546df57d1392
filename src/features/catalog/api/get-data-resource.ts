/** `GET web/data-resource/detail`: one resource with its fields, sample rows and related products. */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type DataResourceDetail = components['schemas']['DataResourceDetail'];

export async function getDataResource(id: string): Promise<ApiResult<DataResourceDetail | null>> {
  return toResult(
    getApi().GET('/web/data-resource/detail', {
      params: { query: { id } },
      // 4011 is the page's: it moves to /404 in place of its address; other failures show 重试 here.
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
}

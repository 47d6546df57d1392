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
      // 4011 shows 页面不存在 on this page, at its own address; other failures show 重试 here.
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
}

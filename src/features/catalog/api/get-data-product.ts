/** `GET web/data-product/detail`: one product with the data resources it is built on. */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type DataProductDetail = components['schemas']['DataProductDetail'];

export async function getDataProduct(id: string): Promise<ApiResult<DataProductDetail | null>> {
  return toResult(
    getApi().GET('/web/data-product/detail', {
      params: { query: { id } },
      // 4011 is the page's: it moves to /404 in place of its address; other failures show 重试 here.
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
}

/** `POST web/data-product/list`: one page of the data products with their facet counts. */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type DataProductListQuery = components['schemas']['DataProductListQuery'];
export type DataProductPage = components['schemas']['DataProductPage'];
export type DataProductSummary = components['schemas']['DataProductSummary'];

export async function listDataProducts(
  query: DataProductListQuery,
): Promise<ApiResult<DataProductPage | null>> {
  // The page shows a failure itself, with 重试; a toast would say it twice.
  return toResult(
    getApi().POST('/web/data-product/list', { body: query, ...withOptions({ silent: true }) }),
  );
}

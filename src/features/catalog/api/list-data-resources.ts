/** `POST web/data-resource/list`: one page of the resource catalogue with its facet counts. */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type DataResourceListQuery = components['schemas']['DataResourceListQuery'];
export type DataResourcePage = components['schemas']['DataResourcePage'];
export type DataResourceSummary = components['schemas']['DataResourceSummary'];

export async function listDataResources(
  query: DataResourceListQuery,
): Promise<ApiResult<DataResourcePage | null>> {
  // The page shows a failure itself, with 重试; a toast would say it twice.
  return toResult(
    getApi().POST('/web/data-resource/list', { body: query, ...withOptions({ silent: true }) }),
  );
}

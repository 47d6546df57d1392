/**
 * One page of applications waiting in a review stage (`POST primary/review/queue`), the longest waiting
 * first, each with its time limit and overdue mark.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type ReviewStage = components['schemas']['ReviewStage'];
export type ReviewQueueQuery = components['schemas']['ReviewQueueQuery'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationPage = components['schemas']['ApplicationPage'];

export async function listReviewQueue(
  query: ReviewQueueQuery,
  options: { loading?: boolean } = {},
): Promise<ApiResult<ApplicationPage>> {
  const result = await toResult(
    getApi().POST('/primary/review/queue', {
      body: query,
      ...withOptions({ loading: options.loading }),
    }),
  );
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize ?? 10 },
  };
}

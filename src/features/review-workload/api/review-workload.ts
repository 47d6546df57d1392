/**
 * 审核工作量 (`POST primary/admin/review-workload`) and 改派 (`POST primary/admin/review-reassign`) for
 * administrators. A refused reassign comes back with the server's words for the dialog to show.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type ReviewWorkload = components['schemas']['ReviewWorkload'];
export type ReviewerWorkload = components['schemas']['ReviewerWorkload'];
export type ClaimedCase = components['schemas']['ClaimedCase'];
export type ReviewReassignRequest = components['schemas']['ReviewReassignRequest'];

export function getReviewWorkload(): Promise<ApiResult<ReviewWorkload | null>> {
  return toResult(getApi().POST('/primary/admin/review-workload', { body: {} }));
}

export function reassignReview(
  request: ReviewReassignRequest,
): Promise<ApiResult<components['schemas']['ApplicationDetail'] | null>> {
  return toResult(
    getApi().POST('/primary/admin/review-reassign', {
      body: request,
      ...withOptions({ silent: true }),
    }),
  );
}

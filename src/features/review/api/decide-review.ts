/**
 * A review decision (`POST primary/review/first-decision` or `final-decision`) carrying the version the
 * reviewer read. The panel shows every refusal itself — above all 4090, another reviewer was faster or
 * the four-eyes rule — so no toast repeats it.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { ApplicationDetail } from './get-review-application';
import type { ReviewStage } from './list-review-queue';

export type ReviewDecision = components['schemas']['ReviewDecision'];
export type ReviewDecisionRequest = components['schemas']['ReviewDecisionRequest'];

export async function decideReview(
  stage: ReviewStage,
  request: ReviewDecisionRequest,
): Promise<ApiResult<ApplicationDetail | null>> {
  const options = { body: request, ...withOptions({ silent: true }) };
  return toResult(
    stage === 'firstReview'
      ? getApi().POST('/primary/review/first-decision', options)
      : getApi().POST('/primary/review/final-decision', options),
  );
}

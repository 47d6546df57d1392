/**
 * 认领 and 释放 (`POST primary/review/first-claim`, `first-release`, `final-claim`, `final-release`),
 * carrying the version the reviewer read. The panel shows every refusal itself — above all 4090,
 * another reviewer claimed first — so no toast repeats it.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { ClaimStep } from '../allowed-decisions';
import type { ApplicationDetail } from './get-review-application';
import type { ReviewStage } from './list-review-queue';

export type ReviewClaimRequest = components['schemas']['ReviewClaimRequest'];

export async function claimReview(
  stage: ReviewStage,
  step: ClaimStep,
  request: ReviewClaimRequest,
): Promise<ApiResult<ApplicationDetail | null>> {
  const options = { body: request, ...withOptions({ silent: true }) };
  const api = getApi();
  if (stage === 'firstReview') {
    return toResult(
      step === 'claim'
        ? api.POST('/primary/review/first-claim', options)
        : api.POST('/primary/review/first-release', options),
    );
  }
  return toResult(
    step === 'claim'
      ? api.POST('/primary/review/final-claim', options)
      : api.POST('/primary/review/final-release', options),
  );
}

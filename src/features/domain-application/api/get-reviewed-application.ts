/** One application as reviewers and auditors see it (`primary/review/detail`). */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';

/** 4011 is shown by the page at its own address. */
export async function getReviewedApplication(
  id: string,
): Promise<ApiResult<ApplicationDetail | null>> {
  return toResult(
    getApi().POST('/primary/review/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

/** One application as reviewers and auditors see it (`primary/review/detail`). */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';

/** 4011 is the page's: it moves to /404 in place of its address. */
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

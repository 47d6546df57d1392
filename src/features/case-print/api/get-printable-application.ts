/**
 * The application a receipt or notice is printed from, read the way the signed-in person may read it:
 * the applicant's own (`second/domain-application/detail`), or for operators with a review or audit
 * right the reviewers' view (`primary/review/detail`). A 4011 is the page's: it moves to /404 in place
 * of its address.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type PrintableApplication = components['schemas']['ApplicationDetail'];

export async function getOwnApplication(
  id: string,
): Promise<ApiResult<PrintableApplication | null>> {
  return toResult(
    getApi().POST('/second/domain-application/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

export async function getReviewedApplication(
  id: string,
): Promise<ApiResult<PrintableApplication | null>> {
  return toResult(
    getApi().POST('/primary/review/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

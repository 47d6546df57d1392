/**
 * One application as a reviewer reads it (`POST primary/review/detail`): the facts, the files and the
 * whole history. An unknown id (4011) is an answer, not a failure: the review page, whose address names
 * the application, moves to /404 in place of that address.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type ApplicationDetail = components['schemas']['ApplicationDetail'];

export type ApplicationLookup = { found: true; application: ApplicationDetail } | { found: false };

export async function getReviewApplication(id: string): Promise<ApiResult<ApplicationLookup>> {
  const result = await toResult(
    getApi().POST('/primary/review/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, code: EnvelopeCode.recordNotFound, data: { found: false } }
      : result;
  }
  return {
    ...result,
    data: result.data === null ? { found: false } : { found: true, application: result.data },
  };
}

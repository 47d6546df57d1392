/**
 * One corporate user (`POST primary/user/detail`). An unknown id (4011) is an answer, not a failure: the
 * page moves to /404 in place of its address.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { CorporateUserDetail } from './admin-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type CorporateUserLookup = { found: true; user: CorporateUserDetail } | { found: false };

export async function getCorporateUser(id: string): Promise<LoadResult<CorporateUserLookup>> {
  const result = await toResult(
    getApi().POST('/primary/user/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, data: { found: false } }
      : { ok: false, msg: result.msg };
  }
  return {
    ok: true,
    data: result.data === null ? { found: false } : { found: true, user: result.data },
  };
}

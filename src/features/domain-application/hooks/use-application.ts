/**
 * The application named by `?id=`, read the way the signed-in user may read it: an applicant's own
 * (`second/domain-application/detail`) or, for operators, the reviewers' view (`primary/review/detail`).
 * An id that is not a record id, and a 4011 answer, come back as "not found" (the page goes to /404).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRecordId } from '@/lib/is-record-id';
import { useAuthState } from '@/lib/auth-state';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { readerIsApplicant } from '../application-actions';
import type { ApplicationDetail } from '../api/application-types';
import { getMyApplication } from '../api/get-my-application';
import { getReviewedApplication } from '../api/get-reviewed-application';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type FoundApplication = { found: true; application: ApplicationDetail } | { found: false };

export function useApplication() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const applicant = readerIsApplicant(useAuthState());
  const load = useCallback(async (): Promise<LoadResult<FoundApplication>> => {
    if (!isRecordId(id)) return { ok: true, data: { found: false } };
    const result = applicant ? await getMyApplication(id) : await getReviewedApplication(id);
    if (!result.ok)
      return result.code === EnvelopeCode.recordNotFound
        ? { ok: true, data: { found: false } }
        : result;
    return {
      ok: true,
      data: result.data === null ? { found: false } : { found: true, application: result.data },
    };
  }, [id, applicant]);
  return useAsyncData(
    [
      applicant ? 'POST /second/domain-application/detail' : 'POST /primary/review/detail',
      { id },
      'found',
    ],
    load,
  );
}

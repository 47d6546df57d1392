/**
 * The application named by `?id=` for a receipt or notice: the applicant's own, or for an operator the
 * reviewers' view (the server refuses an operator without a review or audit right, 4030). An id that
 * is not a record id, a 4011 and an empty answer come back as "not found" (the page goes to /404).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EnvelopeCode } from '@openapi/envelope-codes';
import { useAuthState } from '@/lib/auth-state';
import { isRecordId } from '@/lib/is-record-id';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import {
  getOwnApplication,
  getReviewedApplication,
  type PrintableApplication,
} from '../api/get-printable-application';

export type FoundPrintable = { found: true; application: PrintableApplication } | { found: false };

export function usePrintableApplication() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const applicant = useAuthState()?.userType === 'second';
  const load = useCallback(async (): Promise<LoadResult<FoundPrintable>> => {
    if (!isRecordId(id)) return { ok: true, data: { found: false } };
    const result = applicant ? await getOwnApplication(id) : await getReviewedApplication(id);
    if (!result.ok)
      return result.code === EnvelopeCode.recordNotFound
        ? { ok: true, data: { found: false } }
        : { ok: false, msg: result.msg };
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

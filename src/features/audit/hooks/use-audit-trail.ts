/**
 * The application named by `?id=` with its trail. An id that is not a record id, a 4011 and an empty
 * answer all come back as "not found", for which the page goes to /404.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRecordId } from '@/lib/is-record-id';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import type { AuditTrail } from '../api/audit-types';
import { getAuditTrail } from '../api/get-audit-trail';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type FoundTrail = { found: true; trail: AuditTrail } | { found: false };

export function useAuditTrail() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const load = useCallback(async (): Promise<LoadResult<FoundTrail>> => {
    if (!isRecordId(id)) return { ok: true, data: { found: false } };
    const result = await getAuditTrail(id);
    if (!result.ok)
      return result.code === EnvelopeCode.recordNotFound
        ? { ok: true, data: { found: false } }
        : { ok: false, msg: result.msg };
    return {
      ok: true,
      data: result.data === null ? { found: false } : { found: true, trail: result.data },
    };
  }, [id]);
  return useAsyncData(['POST /primary/audit/application-history', { id }, 'found'], load);
}

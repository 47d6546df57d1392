/**
 * One application with its every transition and the time it spent in each state
 * (`POST primary/audit/application-history`). A 4011 is the page's: it moves to /404 in place of its
 * address.
 */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { AuditTrail } from './audit-types';

export async function getAuditTrail(id: string): Promise<ApiResult<AuditTrail | null>> {
  return toResult(
    getApi().POST('/primary/audit/application-history', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

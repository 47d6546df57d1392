/** How many applications are in each workflow state (`POST primary/audit/state-counts`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { AuditScopeQuery, StateCounts } from './audit-types';

export async function getStateCounts(scope: AuditScopeQuery): Promise<ApiResult<StateCounts>> {
  return withData(await toResult(getApi().POST('/primary/audit/state-counts', { body: scope })));
}

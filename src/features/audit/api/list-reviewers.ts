/** Every operator who may review or has reviewed, for the 审核人员 filter (`POST primary/audit/reviewer-list`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { Reviewer } from './audit-types';

export async function listReviewers(): Promise<ApiResult<Reviewer[]>> {
  const result = await toResult(getApi().POST('/primary/audit/reviewer-list', { body: {} }));
  if (!result.ok) return result;
  return { ...result, data: result.data ?? [] };
}

/** draft → firstReview (`second/domain-application/submit`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';
import { withData } from './with-data';

export async function submitApplication(
  id: string,
  version: number,
): Promise<ApiResult<ApplicationDetail>> {
  return withData(
    await toResult(getApi().POST('/second/domain-application/submit', { body: { id, version } })),
  );
}

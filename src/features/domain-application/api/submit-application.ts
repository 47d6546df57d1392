/** draft → firstReview (`second/domain-application/submit`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationDetail } from './application-types';

export async function submitApplication(
  id: string,
  version: number,
): Promise<ApiResult<ApplicationDetail>> {
  return withData(
    await toResult(getApi().POST('/second/domain-application/submit', { body: { id, version } })),
  );
}

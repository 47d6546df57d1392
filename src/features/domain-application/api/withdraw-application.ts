/** firstReview → withdrawn (`second/domain-application/withdraw`), with an optional reason. */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationDetail } from './application-types';

export async function withdrawApplication(
  id: string,
  version: number,
  comment: string,
): Promise<ApiResult<ApplicationDetail>> {
  const reason = comment.trim();
  return withData(
    await toResult(
      getApi().POST('/second/domain-application/withdraw', {
        body: reason === '' ? { id, version } : { id, version, comment: reason },
      }),
    ),
  );
}

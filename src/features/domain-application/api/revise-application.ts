/** returned | rejected → draft of the next round (`second/domain-application/revise`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationDetail } from './application-types';

export async function reviseApplication(
  id: string,
  version: number,
): Promise<ApiResult<ApplicationDetail>> {
  return withData(
    await toResult(getApi().POST('/second/domain-application/revise', { body: { id, version } })),
  );
}

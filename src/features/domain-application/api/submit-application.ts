/**
 * draft → firstReview (`second/domain-application/submit`), with the version of the domain's 承诺书 the
 * applicant ticked 我已阅读并同意 for (left out when the domain has none).
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationDetail } from './application-types';

export async function submitApplication(
  id: string,
  version: number,
  commitmentVersion: number | null,
): Promise<ApiResult<ApplicationDetail>> {
  const body = commitmentVersion === null ? { id, version } : { id, version, commitmentVersion };
  return withData(await toResult(getApi().POST('/second/domain-application/submit', { body })));
}

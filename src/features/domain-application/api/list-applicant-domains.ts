/** The domains the signed-in legal person has applications in, open or closed (`second/domain-application/domains`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';

export type ApplicantDomain = components['schemas']['DomainChoice'];

export async function listApplicantDomains(): Promise<ApiResult<ApplicantDomain[]>> {
  return withData(
    await toResult(getApi().POST('/second/domain-application/domains', { body: {} })),
  );
}

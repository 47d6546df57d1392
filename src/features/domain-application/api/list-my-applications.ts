/** The signed-in legal person's own applications, most recently updated first (`second/domain-application/list`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationPage } from './application-types';

export type ApplicationListQuery = components['schemas']['ApplicationListQuery'];

export async function listMyApplications(
  query: ApplicationListQuery,
): Promise<ApiResult<ApplicationPage>> {
  return withData(
    await toResult(getApi().POST('/second/domain-application/list', { body: query })),
  );
}

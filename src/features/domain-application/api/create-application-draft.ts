/** Saves a new draft for a domain (`second/domain-application/new`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { ApplicationDetail } from './application-types';

export type ApplicationNewRequest = components['schemas']['ApplicationNewRequest'];

export async function createApplicationDraft(
  body: ApplicationNewRequest,
): Promise<ApiResult<ApplicationDetail>> {
  return withData(await toResult(getApi().POST('/second/domain-application/new', { body })));
}

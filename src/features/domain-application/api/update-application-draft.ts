/** Saves the fields of an own draft at the version last read (`second/domain-application/update`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';

export type ApplicationUpdateRequest = components['schemas']['ApplicationUpdateRequest'];

/** data is null when nothing changed (4212): the draft stays as it was. */
export async function updateApplicationDraft(
  body: ApplicationUpdateRequest,
): Promise<ApiResult<ApplicationDetail | null>> {
  return toResult(getApi().POST('/second/domain-application/update', { body }));
}

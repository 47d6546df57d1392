/** Deletes a never-submitted draft with its files (`second/domain-application/delete`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export async function deleteApplicationDraft(
  id: string,
  version: number,
): Promise<ApiResult<unknown>> {
  return toResult(getApi().POST('/second/domain-application/delete', { body: { id, version } }));
}

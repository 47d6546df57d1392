/** Removes a file from an own draft (`second/entry/file-delete`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export async function deleteEntryFile(id: string): Promise<ApiResult<unknown>> {
  return toResult(getApi().POST('/second/entry/file-delete', { body: { id } }));
}

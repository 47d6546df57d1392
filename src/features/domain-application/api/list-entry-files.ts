/** The files of an own application (`second/entry/file-list`; its failures are shown by the page). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { EntryFile } from './application-types';

export async function listEntryFiles(applicationId: string): Promise<ApiResult<EntryFile[]>> {
  const result = await toResult(
    getApi().POST('/second/entry/file-list', { body: { applicationId } }),
  );
  if (!result.ok) return result;
  return { ...result, data: result.data?.list ?? [] };
}

/** The bytes of an own entry file (`second/entry/file-download`); a JSON body is the failure's message. */
import { getApi } from '@/api/api-instance';
import { toFileResult, type ApiResult, type DownloadedFile } from '@/api/request';

export async function downloadEntryFile(id: string): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/second/entry/file-download', { params: { query: { id } }, parseAs: 'blob' }),
  );
}

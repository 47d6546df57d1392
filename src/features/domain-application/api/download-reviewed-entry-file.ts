/** The bytes of an application's entry file for reviewers and auditors (`primary/entry/file-download`). */
import { getApi } from '@/api/api-instance';
import { toFileResult, type ApiResult, type DownloadedFile } from '@/api/request';

export async function downloadReviewedEntryFile(id: string): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/primary/entry/file-download', { params: { query: { id } }, parseAs: 'blob' }),
  );
}

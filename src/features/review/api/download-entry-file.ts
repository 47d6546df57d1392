/**
 * The stored bytes of an entry file for a reviewer (`GET primary/entry/file-download`), passed through
 * the client unprocessed. A failure comes as a JSON envelope whose msg the panel shows beside the files.
 */
import { getApi } from '@/api/api-instance';
import { toFileResult, type ApiResult, type DownloadedFile } from '@/api/request';
import { withOptions } from '@/api/request-options';

export async function downloadEntryFile(id: string): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/primary/entry/file-download', {
      params: { query: { id } },
      parseAs: 'blob',
      ...withOptions({ silent: true }),
    }),
  );
}

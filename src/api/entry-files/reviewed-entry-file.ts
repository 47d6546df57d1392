/**
 * An entry file of a submitted application as reviewers and auditors fetch it
 * (`GET primary/entry/file-download`): as a download, or for 预览 (`disposition=inline`, PDF and images
 * only). Shared by the review and audit pages. Failures come back as results, not toasts: the page
 * shows the server's message beside the files, or in the preview dialog (a 4011 there too, instead of
 * leaving for /404).
 */
import { getApi } from '@/api/api-instance';
import { toFileResult, type ApiResult, type DownloadedFile } from '@/api/request';
import { withOptions } from '@/api/request-options';

export async function downloadReviewedEntryFile(id: string): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/primary/entry/file-download', {
      params: { query: { id } },
      parseAs: 'blob',
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
}

export async function previewReviewedEntryFile(id: string): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/primary/entry/file-download', {
      params: { query: { id, disposition: 'inline' } },
      parseAs: 'blob',
      ...withOptions({ silent: true, loading: false, notFoundInPlace: true }),
    }),
  );
}

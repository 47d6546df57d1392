/**
 * Adds a file to one entry of an own draft (`second/entry/file-upload`) with the progress of the bytes
 * sent. The global loading bar stays quiet: the material's own progress bar shows this request.
 */
import { getApi } from '@/api/api-instance';
import { apiMessages } from '@/api/messages';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { EntryFile } from './application-types';
import { createUploadFetch, type UploadProgress } from '@/api/xhr-upload-fetch';

/** Up to 100 MiB may take longer than the usual 60 s on a slow line. */
const UPLOAD_TIMEOUT_SECONDS = 600;

export type UploadRequest = {
  applicationId: string;
  entryConfigId: string;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export async function uploadEntryFile(request: UploadRequest): Promise<ApiResult<EntryFile>> {
  const { applicationId, entryConfigId, file, onProgress, signal } = request;
  const form = new FormData();
  form.set('applicationId', applicationId);
  form.set('entryConfigId', entryConfigId);
  form.set('file', file, file.name);
  const result = withData(
    await toResult(
      getApi().POST('/second/entry/file-upload', {
        body: { applicationId, entryConfigId, file: file.name },
        bodySerializer: () => form,
        signal,
        ...withOptions(
          { loading: false, overtime: UPLOAD_TIMEOUT_SECONDS },
          createUploadFetch(form, onProgress),
        ),
      }),
    ),
  );
  // The client has shown 413's own words; the material's row says the same, not 无响应数据.
  if (!result.ok && result.status === 413 && result.msg === apiMessages.noResponseData)
    return { ...result, msg: apiMessages.payloadTooLarge };
  return result;
}

/**
 * Adds a file to an owner's attachments (`primary/content-attachment/upload`) with the progress of the
 * bytes sent. The global loading bar stays quiet: the panel's own progress bar shows this request.
 */
import { getApi } from '@/api/api-instance';
import { apiMessages } from '@/api/messages';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { withData } from '@/api/with-data';
import { createUploadFetch, type UploadProgress } from '@/api/xhr-upload-fetch';
import type { AttachmentOwner, ContentAttachment } from './content-attachment-types';

/** 20 MiB may take longer than the usual 60 s on a slow line. */
const UPLOAD_TIMEOUT_SECONDS = 300;

export type AttachmentUploadRequest = {
  owner: AttachmentOwner;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export async function uploadContentAttachment(
  request: AttachmentUploadRequest,
): Promise<ApiResult<ContentAttachment>> {
  const { owner, file, onProgress, signal } = request;
  const form = new FormData();
  form.set('ownerKind', owner.ownerKind);
  form.set('ownerId', owner.ownerId);
  form.set('file', file, file.name);
  const result = withData(
    await toResult(
      getApi().POST('/primary/content-attachment/upload', {
        body: { ...owner, file: file.name },
        bodySerializer: () => form,
        signal,
        ...withOptions(
          { loading: false, overtime: UPLOAD_TIMEOUT_SECONDS },
          createUploadFetch(form, onProgress),
        ),
      }),
    ),
  );
  // The client has shown 413's own words; the panel says the same, not 无响应数据.
  if (!result.ok && result.status === 413 && result.msg === apiMessages.noResponseData)
    return { ...result, msg: apiMessages.payloadTooLarge };
  return result;
}

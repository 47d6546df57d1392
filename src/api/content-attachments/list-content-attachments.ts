/**
 * One owner's attachments for its editors (`POST primary/content-attachment/list`), with the types,
 * size and number a new one may have. The panel shows a failure in place (no toast).
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { AttachmentOwner, ContentAttachmentList } from './content-attachment-types';

export async function listContentAttachments(
  owner: AttachmentOwner,
): Promise<LoadResult<ContentAttachmentList>> {
  const result = await toResult(
    getApi().POST('/primary/content-attachment/list', {
      body: owner,
      ...withOptions({ silent: true }),
    }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  if (result.data === null) return { ok: false, msg: '' };
  return { ok: true, data: result.data };
}

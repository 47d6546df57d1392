/**
 * Saves a new order of an owner's attachments (`primary/content-attachment/reorder`); resolves to the
 * list as the server now holds it (a 4212 answer, the same order, included).
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { AttachmentOwner, ContentAttachmentList } from './content-attachment-types';

export async function reorderContentAttachments(
  owner: AttachmentOwner,
  ids: string[],
): Promise<ApiResult<ContentAttachmentList>> {
  return withData(
    await toResult(
      getApi().POST('/primary/content-attachment/reorder', { body: { ...owner, ids } }),
    ),
  );
}

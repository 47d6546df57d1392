/** The editors' list of one owner's attachments, with the rules a new one must meet. */
import type { components } from '@openapi/schema';
import type { Queryable } from '../../db/database';
import { attachmentsOf } from '../../kernel/content-attachments/attachment-links';
import type { AttachmentOwner } from './attachment-owner';
import {
  attachmentAllowedTypes,
  attachmentMaxCount,
  attachmentMaxSizeBytes,
} from './attachment-rules';

export type ContentAttachmentList = components['schemas']['ContentAttachmentList'];

export async function attachmentListOf(
  db: Queryable,
  owner: AttachmentOwner,
): Promise<ContentAttachmentList> {
  return {
    ownerKind: owner.kind,
    ownerId: owner.id,
    list: await attachmentsOf(db, owner, owner.published),
    allowedTypes: [...attachmentAllowedTypes],
    maxSizeBytes: attachmentMaxSizeBytes,
    maxCount: attachmentMaxCount,
  };
}

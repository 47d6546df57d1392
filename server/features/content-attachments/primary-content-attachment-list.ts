/** `POST primary/content-attachment/list`: one owner's attachments, drafts' included, for its editors. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { attachmentListOf } from './attachment-list';
import { findAttachmentOwner } from './attachment-owner';

export const primaryContentAttachmentList = defineHandler(
  'primaryContentAttachmentList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const owner = await findAttachmentOwner(db, { kind: body.ownerKind, id: body.ownerId });
    return ok(await attachmentListOf(db, owner));
  },
);

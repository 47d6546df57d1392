/**
 * `POST primary/content-attachment/delete`: takes an attachment off its announcement or article — its
 * row, its stored bytes and the operation-log entry in one transaction, so none outlives the others.
 * From then on its public link answers 4011.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { contentAttachments } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import { findAttachmentOwner } from './attachment-owner';
import { recordAttachmentChange } from './record-attachment-change';

export const primaryContentAttachmentDelete = defineHandler(
  'primaryContentAttachmentDelete',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [attachment] = await tx
        .select({
          ownerKind: contentAttachments.ownerKind,
          ownerId: contentAttachments.ownerId,
        })
        .from(contentAttachments)
        .where(eq(contentAttachments.id, body.id));
      if (attachment === undefined) throw recordNotFound('附件');
      const owner = await findAttachmentOwner(
        tx,
        { kind: attachment.ownerKind, id: attachment.ownerId },
        true,
      );
      const [deleted] = await tx
        .delete(contentAttachments)
        .where(eq(contentAttachments.id, body.id))
        .returning({ name: contentAttachments.name, storageKey: contentAttachments.storageKey });
      // Deleted meanwhile by another editor.
      if (deleted === undefined) throw recordNotFound('附件');
      await removeStoredFile(tx, deleted.storageKey);
      await recordAttachmentChange(tx, {
        action: 'attachmentDelete',
        owner,
        fileName: deleted.name,
        operator,
        ip: request.ip,
        at: now,
      });
    });
    return ok({ id: body.id }, '附件已删除');
  },
);

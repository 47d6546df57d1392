/**
 * `POST primary/content-attachment/reorder`: puts an owner's attachments in the order given. The ids
 * must be exactly the owner's attachments, each once — compared with the owner's row locked, so an
 * attachment added or deleted meanwhile makes the request fail (4000) rather than leave one out of the
 * order. The order it already has is answered with 4212.
 */
import { and, asc, eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { contentAttachments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nothingChanged, ok } from '../../http/envelope';
import { attachmentListOf } from './attachment-list';
import { findAttachmentOwner, ownerNoun } from './attachment-owner';

export const primaryContentAttachmentReorder = defineHandler(
  'primaryContentAttachmentReorder',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const result = await db.transaction(async (tx) => {
      const owner = await findAttachmentOwner(tx, { kind: body.ownerKind, id: body.ownerId }, true);
      const rows = await tx
        .select({ id: contentAttachments.id })
        .from(contentAttachments)
        .where(
          and(
            eq(contentAttachments.ownerKind, owner.kind),
            eq(contentAttachments.ownerId, owner.id),
          ),
        )
        .orderBy(asc(contentAttachments.sortOrder), asc(contentAttachments.uploadedAt));
      const current = rows.map((row) => row.id);
      const sameSet =
        current.length === body.ids.length && body.ids.every((id) => current.includes(id));
      if (!sameSet) {
        throw new AppError(
          EnvelopeCode.invalidRequest,
          `请求参数 ids 必须列出该${ownerNoun[owner.kind]}的全部附件，每个一次（附件可能已被修改，请刷新后重试）`,
        );
      }
      const changed = body.ids.some((id, index) => current[index] !== id);
      if (changed) {
        for (const [index, id] of body.ids.entries()) {
          await tx
            .update(contentAttachments)
            .set({ sortOrder: index })
            .where(eq(contentAttachments.id, id));
        }
      }
      return { changed, list: await attachmentListOf(tx, owner) };
    });
    return result.changed
      ? ok(result.list, '附件顺序已保存')
      : nothingChanged(result.list, '附件顺序没有变化');
  },
);

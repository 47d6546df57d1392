/**
 * `POST primary/content-attachment/upload` (multipart): adds a file at the end of an announcement's or
 * an article's attachments. The owner is looked up first and the name checked before a byte is stored;
 * the file then gets the checks of every upload (server/kernel/upload-check/checked-upload.ts: a safe
 * name, an allowed extension, at most 20 MiB — HTTP 413 past it — and content that is what the
 * extension says). It is recorded with the owner's row locked, so the count limit and the order hold
 * when two editors upload at once, together with its operation-log entry. A refusal of the name, type
 * or content is recorded as a security event; any refusal after storing removes the stored bytes.
 */
import { and, count, eq, max } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { contentAttachments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { toContentAttachment } from '../../kernel/content-attachments/attachment-links';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import { eventBudget, recordSecurityEvent } from '../../kernel/operation-log/record-security-event';
import {
  nameOfUpload,
  printableFileName,
  storeCheckedUpload,
  type UploadRules,
} from '../../kernel/upload-check/checked-upload';
import type { Queryable } from '../../db/database';
import { findAttachmentOwner, ownerNoun, type AttachmentOwner } from './attachment-owner';
import {
  attachmentAllowedTypes,
  attachmentMaxCount,
  attachmentMaxSizeBytes,
} from './attachment-rules';
import { recordAttachmentChange } from './record-attachment-change';

const rules: UploadRules = {
  allowedTypes: attachmentAllowedTypes,
  maxSizeBytes: attachmentMaxSizeBytes,
  wrongTypeMessage: (allowed) => `附件只接受 ${allowed} 格式的文件，请重新选择`,
};

function tooMany(owner: AttachmentOwner): AppError {
  return new AppError(
    EnvelopeCode.invalidRequest,
    `每篇${ownerNoun[owner.kind]}最多 ${String(attachmentMaxCount)} 个附件，请先删除不需要的附件`,
  );
}

/** How many attachments the owner has, and the sort order after the last one. */
async function placesOf(db: Queryable, owner: AttachmentOwner) {
  const [row] = await db
    .select({ total: count(), last: max(contentAttachments.sortOrder) })
    .from(contentAttachments)
    .where(
      and(eq(contentAttachments.ownerKind, owner.kind), eq(contentAttachments.ownerId, owner.id)),
    );
  return { total: row?.total ?? 0, next: (row?.last ?? -1) + 1 };
}

export const primaryContentAttachmentUpload = defineHandler(
  'primaryContentAttachmentUpload',
  async ({ body, upload }, { db, clock, request, log }) => {
    const operator = request.requireOperator();
    const now = clock.now();
    const owner = await findAttachmentOwner(db, { kind: body.ownerKind, id: body.ownerId });
    const actor = { userId: operator.userId, name: operator.name };
    /** Records the refusal of this file as a security event, and returns it to be thrown. */
    const refused = async (error: AppError): Promise<AppError> => {
      await recordSecurityEvent(
        db,
        {
          action: 'uploadRefused',
          actor,
          target: { type: owner.kind, id: owner.id, label: printableFileName(upload.filename) },
          detail: `上传被拒绝：${error.msg}`,
          ip: request.ip,
          at: now,
        },
        eventBudget(operator.userId),
        log,
      );
      return error;
    };

    const named = await nameOfUpload(upload.filename, rules, refused);
    // Checked before the bytes arrive too, so a full list does not wait for a large file to be refused.
    const before = await placesOf(db, owner);
    if (before.total >= attachmentMaxCount) throw tooMany(owner);
    const stored = await storeCheckedUpload(db, upload, named, rules, refused);
    try {
      const row = await db.transaction(async (tx) => {
        const current = await findAttachmentOwner(tx, owner, true);
        const places = await placesOf(tx, current);
        if (places.total >= attachmentMaxCount) throw tooMany(current);
        const [inserted] = await tx
          .insert(contentAttachments)
          .values({
            ownerKind: current.kind,
            ownerId: current.id,
            name: stored.name,
            size: stored.size,
            sha256: stored.sha256,
            contentType: stored.contentType,
            storageKey: stored.storageKey,
            uploadedBy: operator.userId,
            uploadedAt: now,
            sortOrder: places.next,
          })
          .returning();
        if (inserted === undefined) throw new Error('the new attachment was not returned');
        await recordAttachmentChange(tx, {
          action: 'attachmentUpload',
          owner: current,
          fileName: inserted.name,
          operator,
          ip: request.ip,
          at: now,
        });
        return { inserted, published: current.published };
      });
      return ok(toContentAttachment(row.inserted, row.published), '附件已上传');
    } catch (error) {
      await removeStoredFile(db, stored.storageKey);
      throw error;
    }
  },
);

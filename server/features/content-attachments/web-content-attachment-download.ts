/**
 * `GET web/content-attachment/download`: an attachment of a published announcement or article, for
 * anyone (no sign-in: the detail pages offer it as a plain link). An attachment of a draft — or of an
 * owner that is gone — is answered exactly like an unknown id (4011), so drafts leak nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { articles, contentAttachments } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import { sendStoredFile } from '../../kernel/file-store/send-stored-file';

export const webContentAttachmentDownload = defineHandler(
  'webContentAttachmentDownload',
  async ({ query }, { db, log, reply }) => {
    const [file] = await db
      .select({
        id: contentAttachments.id,
        name: contentAttachments.name,
        contentType: contentAttachments.contentType,
        size: contentAttachments.size,
        sha256: contentAttachments.sha256,
        storageKey: contentAttachments.storageKey,
      })
      .from(contentAttachments)
      .innerJoin(articles, eq(articles.id, contentAttachments.ownerId))
      .where(
        and(
          eq(contentAttachments.id, query.id),
          eq(articles.status, 'published'),
          // The owner's kind must be the row's: announcements are the `notice` articles.
          sql`(${articles.category} = 'notice') = (${contentAttachments.ownerKind} = 'announcement')`,
        ),
      );
    if (file === undefined) throw recordNotFound('附件');
    return sendStoredFile(reply, db, file, log);
  },
);

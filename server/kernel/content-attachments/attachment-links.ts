/**
 * The attachments (附件) of an announcement or an article as answers show them: in the order the
 * editors set, each with the public download address while its owner is published (a draft's
 * attachments are not public, so they get none). Shared by the detail answers of articles and
 * announcements and by the editors' attachment operations.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Database, DatabaseTransaction } from '../../db/database';
import { contentAttachments } from '../../db/schema';
import { apiBasePath } from '../../http/api-base-path';

export type ContentAttachment = components['schemas']['ContentAttachment'];
export type AttachmentOwnerKind = components['schemas']['ContentAttachmentOwnerKind'];

export interface AttachmentOwnerRef {
  readonly kind: AttachmentOwnerKind;
  readonly id: string;
}

/** Announcements are the `notice` articles; the other categories are articles of the public site. */
export function attachmentOwnerKindOf(category: string): AttachmentOwnerKind {
  return category === 'notice' ? 'announcement' : 'article';
}

/** The public download (no sign-in, so a plain link works), as a path of this origin. */
export function attachmentDownloadUrl(id: string): string {
  return `${apiBasePath}/web/content-attachment/download?id=${encodeURIComponent(id)}`;
}

export const attachmentColumns = {
  id: contentAttachments.id,
  name: contentAttachments.name,
  size: contentAttachments.size,
  contentType: contentAttachments.contentType,
  uploadedAt: contentAttachments.uploadedAt,
};

export interface AttachmentRow {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
  readonly uploadedAt: Date;
}

export function toContentAttachment(row: AttachmentRow, published: boolean): ContentAttachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: published ? attachmentDownloadUrl(row.id) : null,
  };
}

export async function attachmentsOf(
  db: Database | DatabaseTransaction,
  owner: AttachmentOwnerRef,
  published: boolean,
): Promise<ContentAttachment[]> {
  const rows = await db
    .select(attachmentColumns)
    .from(contentAttachments)
    .where(
      and(eq(contentAttachments.ownerKind, owner.kind), eq(contentAttachments.ownerId, owner.id)),
    )
    .orderBy(asc(contentAttachments.sortOrder), asc(contentAttachments.uploadedAt));
  return rows.map((row) => toContentAttachment(row, published));
}

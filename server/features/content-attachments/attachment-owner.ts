/**
 * The announcement or article attachments belong to (both are `articles` rows: announcements of the
 * category `notice`, articles of `operation` (运营动态) or `policy` (政策动态)). A row of the other kind
 * is answered like one that does not exist (4011), so an id cannot be used under the wrong kind.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { articles } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import type {
  AttachmentOwnerKind,
  AttachmentOwnerRef,
} from '../../kernel/content-attachments/attachment-links';

export interface AttachmentOwner extends AttachmentOwnerRef {
  readonly title: string;
  readonly published: boolean;
}

const categoriesOf: Readonly<
  Record<AttachmentOwnerKind, readonly ('notice' | 'operation' | 'policy')[]>
> = {
  announcement: ['notice'],
  article: ['operation', 'policy'],
};

/** How the owner is named to people: in messages and in the operation log. */
export const ownerNoun: Readonly<Record<AttachmentOwnerKind, string>> = {
  announcement: '公告',
  article: '文章',
};

export function ownerNotFound(kind: AttachmentOwnerKind) {
  return recordNotFound(ownerNoun[kind]);
}

/**
 * The owner, or 4011. With `lock`, its row stays locked until the transaction ends, so attachments of
 * one owner are added, reordered and counted one change at a time.
 */
export async function findAttachmentOwner(
  db: Queryable,
  ref: AttachmentOwnerRef,
  lock: boolean = false,
): Promise<AttachmentOwner> {
  const query = db
    .select({ id: articles.id, title: articles.title, status: articles.status })
    .from(articles)
    .where(and(eq(articles.id, ref.id), inArray(articles.category, [...categoriesOf[ref.kind]])));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw ownerNotFound(ref.kind);
  return { kind: ref.kind, id: row.id, title: row.title, published: row.status === 'published' };
}

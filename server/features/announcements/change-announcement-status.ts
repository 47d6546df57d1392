/**
 * Publishing (draft → published, stamping `publishedAt`) and unpublishing (published → draft), each
 * one conditional update: only an announcement in the other status changes, so two editors doing the
 * same at once change it, and log it, only once. The later one, like any call on an announcement
 * already in the wanted status, is answered with 4212 and the announcement as it stands.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { recordOperation, type OperationAction } from '../../kernel/operation-log/record-operation';
import type { OperatorPrincipal } from '../../kernel/principal';
import { announcementCategory, announcementColumns, toAnnouncement } from './announcement-record';
import { announcementNotFound, findAnnouncement } from './find-announcement';

type AnnouncementStatus = 'draft' | 'published';

interface StatusChange {
  readonly from: AnnouncementStatus;
  readonly action: OperationAction;
  /** The verb of the operation log's detail. */
  readonly verb: string;
  readonly doneMessage: string;
  readonly alreadyMessage: string;
}

const statusChanges: Readonly<Record<AnnouncementStatus, StatusChange>> = {
  published: {
    from: 'draft',
    action: 'announcementPublish',
    verb: '发布',
    doneMessage: '公告已发布',
    alreadyMessage: '公告已是发布状态',
  },
  draft: {
    from: 'published',
    action: 'announcementUnpublish',
    verb: '撤下',
    doneMessage: '公告已撤下',
    alreadyMessage: '公告已是草稿状态',
  },
};

export async function changeAnnouncementStatus(
  db: Database,
  change: {
    readonly id: string;
    readonly to: AnnouncementStatus;
    readonly operator: OperatorPrincipal;
    readonly ip: string;
    readonly now: Date;
  },
) {
  const { from, action, verb, doneMessage, alreadyMessage } = statusChanges[change.to];
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(articles)
      .set({
        status: change.to,
        publishedAt: change.to === 'published' ? change.now : null,
        updatedAt: change.now,
      })
      .where(
        and(
          eq(articles.id, change.id),
          eq(articles.category, announcementCategory),
          eq(articles.status, from),
        ),
      )
      .returning(announcementColumns);
    if (updated !== undefined) {
      await recordOperation(tx, {
        actor: { userId: change.operator.userId, name: change.operator.name },
        action,
        target: { type: 'announcement', id: updated.id, label: updated.title },
        detail: `${verb}公告“${updated.title}”`,
        ip: change.ip,
        at: updated.updatedAt,
      });
    }
    return updated;
  });
  if (row !== undefined) return ok(toAnnouncement(row), doneMessage);
  const current = await findAnnouncement(db, change.id);
  if (current === undefined) throw announcementNotFound();
  return nothingChanged(toAnnouncement(current), alreadyMessage);
}

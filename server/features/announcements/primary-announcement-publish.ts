/**
 * `POST primary/announcement/publish`: draft → published, stamping `publishedAt`; from then on it is in
 * the workspaces, the public 通知公告 list and search. Already published is answered with 4212. The
 * change is one conditional update, so two editors publishing at once stamp it only once.
 */
import { and, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { articles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { announcementCategory, announcementColumns, toAnnouncement } from './announcement-record';
import { announcementNotFound, findAnnouncement } from './find-announcement';
import { nothingChanged } from './nothing-changed';

export const primaryAnnouncementPublish = defineHandler(
  'primaryAnnouncementPublish',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(articles)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(
          and(
            eq(articles.id, body.id),
            eq(articles.category, announcementCategory),
            eq(articles.status, 'draft'),
          ),
        )
        .returning(announcementColumns);
      if (updated !== undefined) {
        await recordOperation(tx, {
          actor: { userId: operator.userId, name: operator.name },
          action: 'announcementPublish',
          target: { type: 'announcement', id: updated.id, label: updated.title },
          detail: `发布公告“${updated.title}”`,
          ip: request.ip,
          at: updated.updatedAt,
        });
      }
      return updated;
    });
    if (row !== undefined) return ok(toAnnouncement(row), '公告已发布');
    const current = await findAnnouncement(db, body.id);
    if (current === undefined) throw announcementNotFound();
    return nothingChanged(current, '公告已是发布状态');
  },
);

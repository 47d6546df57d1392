/**
 * `POST primary/announcement/unpublish`: published → draft; the announcement leaves the workspaces, the
 * public list and search, and keeps its text. Already a draft is answered with 4212.
 */
import { and, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { articles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { announcementCategory, announcementColumns, toAnnouncement } from './announcement-record';
import { announcementNotFound, findAnnouncement } from './find-announcement';
import { nothingChanged } from './nothing-changed';

export const primaryAnnouncementUnpublish = defineHandler(
  'primaryAnnouncementUnpublish',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(articles)
        .set({ status: 'draft', publishedAt: null, updatedAt: clock.now() })
        .where(
          and(
            eq(articles.id, body.id),
            eq(articles.category, announcementCategory),
            eq(articles.status, 'published'),
          ),
        )
        .returning(announcementColumns);
      if (updated !== undefined) {
        await recordOperation(tx, {
          actor: { userId: operator.userId, name: operator.name },
          action: 'announcementUnpublish',
          target: { type: 'announcement', id: updated.id, label: updated.title },
          detail: `撤下公告“${updated.title}”`,
          ip: request.ip,
          at: updated.updatedAt,
        });
      }
      return updated;
    });
    if (row !== undefined) return ok(toAnnouncement(row), '公告已撤下');
    const current = await findAnnouncement(db, body.id);
    if (current === undefined) throw announcementNotFound();
    return nothingChanged(current, '公告已是草稿状态');
  },
);

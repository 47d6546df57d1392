/**
 * `POST primary/announcement/add`: a new announcement as a draft, its body sanitized before it is
 * stored, written by the signed-in operator for the provincial data bureau.
 */
import { defineHandler } from '../../contract/operation-handler';
import { articles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { announcementCategory, announcementColumns, toAnnouncement } from './announcement-record';
import { announcementBody, announcementSource, announcementTitle } from './announcement-text';

export const primaryAnnouncementAdd = defineHandler(
  'primaryAnnouncementAdd',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const title = announcementTitle(body.title);
    const text = announcementBody(body.content);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(articles)
        .values({
          category: announcementCategory,
          title,
          summary: text.summary,
          source: announcementSource,
          content: text.content,
          plainText: text.plainText,
          status: 'draft',
          publishedAt: null,
          createdAt: now,
          createdBy: operator.name,
          updatedAt: now,
        })
        .returning(announcementColumns);
      if (inserted === undefined) throw new Error('the new announcement was not returned');
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'announcementCreate',
        target: { type: 'announcement', id: inserted.id, label: inserted.title },
        detail: `新建公告草稿“${inserted.title}”`,
        ip: request.ip,
        at: now,
      });
      return inserted;
    });
    return ok(toAnnouncement(row), '公告草稿已保存');
  },
);

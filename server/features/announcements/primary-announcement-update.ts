/**
 * `POST primary/announcement/update`: a new title or body (sanitized before it is stored); an omitted
 * field keeps its value, and a published announcement stays published with the new text. Nothing
 * changed is answered with 4212.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { articles } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { announcementColumns, toAnnouncement } from './announcement-record';
import { announcementBody, announcementTitle } from './announcement-text';
import { announcementNotFound, findAnnouncement } from './find-announcement';

export const primaryAnnouncementUpdate = defineHandler(
  'primaryAnnouncementUpdate',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    // Checked before the record is read, so a bad field is reported whatever the id.
    const title = body.title === undefined ? undefined : announcementTitle(body.title);
    const text = body.content === undefined ? undefined : announcementBody(body.content);

    const current = await findAnnouncement(db, body.id);
    if (current === undefined) throw announcementNotFound();
    const titleChanged = title !== undefined && title !== current.title;
    const contentChanged = text !== undefined && text.content !== current.content;
    if (!titleChanged && !contentChanged)
      return nothingChanged(toAnnouncement(current), '公告内容没有变化');

    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(articles)
        .set({
          ...(titleChanged ? { title } : {}),
          ...(contentChanged
            ? { content: text.content, plainText: text.plainText, summary: text.summary }
            : {}),
          updatedAt: now,
        })
        .where(eq(articles.id, current.id))
        .returning(announcementColumns);
      if (updated === undefined) throw announcementNotFound();
      const changed = [titleChanged ? '标题' : null, contentChanged ? '正文' : null].filter(
        (part) => part !== null,
      );
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'announcementUpdate',
        target: { type: 'announcement', id: updated.id, label: updated.title },
        detail: `修改公告“${current.title}”的${changed.join('和')}`,
        ip: request.ip,
        at: now,
      });
      return updated;
    });
    return ok(
      toAnnouncement(row),
      row.status === 'published' ? '公告已更新，发布内容同步修改' : '公告草稿已保存',
    );
  },
);

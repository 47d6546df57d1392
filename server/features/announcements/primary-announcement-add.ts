/**
 * `POST primary/announcement/add`: a new announcement as a draft, its body sanitized before it is
 * stored, written by the signed-in operator for the provincial data bureau.
 */
import { defineHandler } from '../../contract/operation-handler';
import { articles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { requireOperator } from '../auth/principal';
import { announcementCategory, announcementColumns, toAnnouncement } from './announcement-record';
import { announcementBody, announcementSource, announcementTitle } from './announcement-text';

export const primaryAnnouncementAdd = defineHandler(
  'primaryAnnouncementAdd',
  async ({ body }, { db, clock, principal }) => {
    const operator = requireOperator(principal);
    const title = announcementTitle(body.title);
    const text = announcementBody(body.content);
    const now = clock.now();
    const [row] = await db
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
    if (row === undefined) throw new Error('the new announcement was not returned');
    return ok(toAnnouncement(row), '公告草稿已保存');
  },
);

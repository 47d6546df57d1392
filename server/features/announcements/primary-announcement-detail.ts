/**
 * `POST primary/announcement/detail`: an announcement with its attachments (a draft's without public
 * download addresses). A draft is answered with 4011 unless the caller may edit content.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { attachmentsOf } from '../../kernel/content-attachments/attachment-links';
import { toAnnouncement } from './announcement-record';
import { canEditContent } from './can-edit-content';
import { announcementNotFound, findAnnouncement } from './find-announcement';

export const primaryAnnouncementDetail = defineHandler(
  'primaryAnnouncementDetail',
  async ({ body }, { db, request }) => {
    const operator = request.requireOperator();
    const row = await findAnnouncement(db, body.id);
    if (row === undefined || (row.status !== 'published' && !canEditContent(operator))) {
      throw announcementNotFound();
    }
    const attachments = await attachmentsOf(
      db,
      { kind: 'announcement', id: row.id },
      row.status === 'published',
    );
    return ok({ ...toAnnouncement(row), attachments });
  },
);

/**
 * `POST second/announcement/detail`: only published announcements, with their attachments; any other id
 * is answered with 4011.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { attachmentsOf } from '../../kernel/content-attachments/attachment-links';
import { toAnnouncement } from './announcement-record';
import { announcementNotFound, findAnnouncement } from './find-announcement';

export const secondAnnouncementDetail = defineHandler(
  'secondAnnouncementDetail',
  async ({ body }, { db, request }) => {
    request.requireCorporateUser();
    const row = await findAnnouncement(db, body.id);
    if (row === undefined || row.status !== 'published') throw announcementNotFound();
    const attachments = await attachmentsOf(db, { kind: 'announcement', id: row.id }, true);
    return ok({ ...toAnnouncement(row), attachments });
  },
);

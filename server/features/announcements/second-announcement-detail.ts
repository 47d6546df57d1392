/** `POST second/announcement/detail`: only published announcements; any other id is answered with 4011. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { toAnnouncement } from './announcement-record';
import { announcementNotFound, findAnnouncement } from './find-announcement';

export const secondAnnouncementDetail = defineHandler(
  'secondAnnouncementDetail',
  async ({ body }, { db, request }) => {
    request.requireCorporateUser();
    const row = await findAnnouncement(db, body.id);
    if (row === undefined || row.status !== 'published') throw announcementNotFound();
    return ok(toAnnouncement(row));
  },
);

/** `POST primary/announcement/detail`: a draft is answered with 4011 unless the caller may edit content. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
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
    return ok(toAnnouncement(row));
  },
);

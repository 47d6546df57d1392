/** `POST second/announcement/list`: published announcements for corporate users, newest first. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { listAnnouncements } from './list-announcements';

export const secondAnnouncementList = defineHandler(
  'secondAnnouncementList',
  async ({ body }, { db, request }) => {
    request.requireCorporateUser();
    const page = await listAnnouncements(db, {
      status: 'published',
      page: body.page,
      pageSize: body.pageSize,
      order: 'published',
    });
    return ok(page);
  },
);

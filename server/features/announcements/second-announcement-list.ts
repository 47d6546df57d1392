/** `POST second/announcement/list`: published announcements for corporate users, newest first. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { requireCorporateUser } from '../../kernel/principal';
import { listAnnouncements } from './list-announcements';

export const secondAnnouncementList = defineHandler(
  'secondAnnouncementList',
  async ({ body }, { db, principal }) => {
    requireCorporateUser(principal);
    const page = await listAnnouncements(db, {
      status: 'published',
      page: body.page,
      pageSize: body.pageSize,
      order: 'published',
    });
    return ok(page);
  },
);

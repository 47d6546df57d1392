/**
 * `POST primary/announcement/list`: content editors see drafts and published announcements; every
 * other operator sees only published ones, whatever the status filter says. Most recently updated first.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { canEditContent } from './can-edit-content';
import { listAnnouncements } from './list-announcements';

export const primaryAnnouncementList = defineHandler(
  'primaryAnnouncementList',
  async ({ body }, { db, request }) => {
    const operator = request.requireOperator();
    const page = await listAnnouncements(db, {
      status: canEditContent(operator) ? body.status : 'published',
      keyword: body.keyword,
      page: body.page,
      pageSize: body.pageSize,
      order: 'updated',
    });
    return ok(page);
  },
);

/**
 * `POST primary/announcement/publish`: draft → published, stamping `publishedAt`; from then on it is in
 * the workspaces, the public 通知公告 list and search. Already published is answered with 4212. The
 * change is one conditional update, so two editors publishing at once stamp it only once.
 */
import { defineHandler } from '../../contract/operation-handler';
import { changeAnnouncementStatus } from './change-announcement-status';

export const primaryAnnouncementPublish = defineHandler(
  'primaryAnnouncementPublish',
  async ({ body }, { db, clock, request }) =>
    changeAnnouncementStatus(db, {
      id: body.id,
      to: 'published',
      operator: request.requireOperator(),
      ip: request.ip,
      now: clock.now(),
    }),
);

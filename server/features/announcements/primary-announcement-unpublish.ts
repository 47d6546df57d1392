/**
 * `POST primary/announcement/unpublish`: published → draft; the announcement leaves the workspaces, the
 * public list and search, and keeps its text. Already a draft is answered with 4212.
 */
import { defineHandler } from '../../contract/operation-handler';
import { changeAnnouncementStatus } from './change-announcement-status';

export const primaryAnnouncementUnpublish = defineHandler(
  'primaryAnnouncementUnpublish',
  async ({ body }, { db, clock, request }) =>
    changeAnnouncementStatus(db, {
      id: body.id,
      to: 'draft',
      operator: request.requireOperator(),
      ip: request.ip,
      now: clock.now(),
    }),
);

/** `GET second/message/unread-count`: how many of the signed-in corporate user's notices are unread. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { unreadCount } from './message-center';

export const secondMessageUnreadCount = defineHandler(
  'secondMessageUnreadCount',
  async (_input, { db, request }) => {
    const caller = request.requireCorporateUser();
    return ok({ unread: await unreadCount(db, { kind: 'second', id: caller.userId }) });
  },
);

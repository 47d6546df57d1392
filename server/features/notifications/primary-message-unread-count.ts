/** `GET primary/message/unread-count`: how many of the signed-in operator's notices are unread. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { unreadCount } from './message-center';

export const primaryMessageUnreadCount = defineHandler(
  'primaryMessageUnreadCount',
  async (_input, { db, request }) => {
    const caller = request.requireOperator();
    return ok({ unread: await unreadCount(db, { kind: 'primary', id: caller.userId }) });
  },
);

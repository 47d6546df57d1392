/** `POST primary/message/list`: the signed-in operator's notices, newest first, all or the unread ones. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { listMessages } from './message-center';

export const primaryMessageList = defineHandler(
  'primaryMessageList',
  async ({ body }, { db, request }) => {
    const caller = request.requireOperator();
    return ok(await listMessages(db, { kind: 'primary', id: caller.userId }, body));
  },
);

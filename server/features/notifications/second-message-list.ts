/** `POST second/message/list`: the signed-in corporate user's notices, newest first, all or the unread ones. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { listMessages } from './message-center';

export const secondMessageList = defineHandler(
  'secondMessageList',
  async ({ body }, { db, request }) => {
    const caller = request.requireCorporateUser();
    return ok(await listMessages(db, { kind: 'second', id: caller.userId }, body));
  },
);

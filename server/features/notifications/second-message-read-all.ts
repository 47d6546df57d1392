/** `POST second/message/read-all`: marks every unread notice of the signed-in corporate user read. */
import { defineHandler } from '../../contract/operation-handler';
import { nothingChanged, ok } from '../../http/envelope';
import { markAllRead } from './message-center';

export const secondMessageReadAll = defineHandler(
  'secondMessageReadAll',
  async (_input, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const marked = await markAllRead(db, { kind: 'second', id: caller.userId }, clock.now());
    return marked === 0
      ? nothingChanged({ marked }, '没有未读消息')
      : ok({ marked }, `已将 ${String(marked)} 条消息标为已读`);
  },
);

/** `POST primary/message/read-all`: marks every unread notice of the signed-in operator read. */
import { defineHandler } from '../../contract/operation-handler';
import { nothingChanged, ok } from '../../http/envelope';
import { markAllRead } from './message-center';

export const primaryMessageReadAll = defineHandler(
  'primaryMessageReadAll',
  async (_input, { db, clock, request }) => {
    const caller = request.requireOperator();
    const marked = await markAllRead(db, { kind: 'primary', id: caller.userId }, clock.now());
    return marked === 0
      ? nothingChanged({ marked }, '没有未读消息')
      : ok({ marked }, `已将 ${String(marked)} 条消息标为已读`);
  },
);

/** `POST second/message/read`: marks one of the signed-in corporate user's notices read (4212 if it was). */
import { defineHandler } from '../../contract/operation-handler';
import { nothingChanged, ok } from '../../http/envelope';
import { markRead } from './message-center';

export const secondMessageRead = defineHandler(
  'secondMessageRead',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const outcome = await markRead(db, { kind: 'second', id: caller.userId }, body.id, clock.now());
    return outcome.changed
      ? ok(outcome.message, '已标为已读')
      : nothingChanged(outcome.message, '该消息已读');
  },
);

/**
 * `POST web/login/primary/msg-send`: the operator login's first step. Checks account and password
 * (counting wrong passwords towards the lockout) and sends a login code to the account's phone.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { maskPhone } from './mask-phone';
import { verifyOperatorCredentials } from './operators/operator-credentials';
import { issueLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgSend = defineHandler(
  'webLoginPrimaryMsgSend',
  async ({ body }, { db, clock, smsSender, log }) => {
    const now = clock.now();
    const operator = await verifyOperatorCredentials(db, body, now);
    const issued = await issueLoginCode(db, smsSender, {
      operatorId: operator.id,
      phone: operator.phone,
      now,
      log,
    });
    return ok({ maskedPhone: maskPhone(operator.phone), ...issued }, '验证码已发送');
  },
);

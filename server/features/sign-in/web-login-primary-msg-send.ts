/**
 * `POST web/login/primary/msg-send`: the operator login's first step. Checks account and password
 * (counting wrong passwords towards the lockout) and sends a login code to the account's phone.
 * Refusals are recorded as security events (login-security-events.ts).
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { maskPhone } from '../account/mask-phone';
import { codeRefused } from './login-security-events';
import { checkOperatorPassword } from './operators/operator-login-steps';
import { issueLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgSend = defineHandler(
  'webLoginPrimaryMsgSend',
  async ({ body }, context) => {
    const { db, smsSender, log } = context;
    const { operator, attempt } = await checkOperatorPassword(context, body);
    const issued = await issueLoginCode(db, smsSender, {
      operatorId: operator.id,
      phone: operator.phone,
      now: attempt.now,
      log,
    }).catch(async (error: unknown) => {
      throw await codeRefused(db, error, operator, attempt);
    });
    return ok({ maskedPhone: maskPhone(operator.phone), ...issued }, '验证码已发送');
  },
);

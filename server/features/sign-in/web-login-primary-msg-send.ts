/**
 * `POST web/login/primary/msg-send`: the operator login's first step. Checks account and password
 * (counting wrong passwords towards the lockout) and sends a login code to the account's phone.
 * Refusals are recorded as security events (login-security-events.ts).
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { codeRefused, credentialsRefused } from './login-security-events';
import { maskPhone } from '../account/mask-phone';
import { verifyOperatorCredentials } from './operators/operator-credentials';
import { issueLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgSend = defineHandler(
  'webLoginPrimaryMsgSend',
  async ({ body }, { db, clock, config, smsSender, log, request }) => {
    const now = clock.now();
    const attempt = { account: body.account, ip: request.ip, now, log };
    const operator = await verifyOperatorCredentials(db, body, {
      now,
      address: request.ip,
      limitPerAddress: config.loginFailureLimitPerAddress,
    }).catch(async (error: unknown) => {
      throw await credentialsRefused(db, error, attempt);
    });
    const issued = await issueLoginCode(db, smsSender, {
      operatorId: operator.id,
      phone: operator.phone,
      now,
      log,
    }).catch(async (error: unknown) => {
      throw await codeRefused(db, error, operator, attempt);
    });
    return ok({ maskedPhone: maskPhone(operator.phone), ...issued }, '验证码已发送');
  },
);

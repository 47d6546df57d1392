/**
 * `POST web/login/primary/msg-check`: tells whether a login code is right without signing in or using
 * it up. Account and password are checked first, exactly as in the other two steps (with their limits
 * and lock), so only a caller who knows the password reaches the code: nobody else can count wrong
 * tries against it or void it. A wrong code counts as a try. A wrong code and a code void after too
 * many tries are recorded as security events.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { codeRefused, credentialsRefused, wrongCodeEntered } from './login-security-events';
import { verifyOperatorCredentials } from './operators/operator-credentials';
import { checkLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgCheck = defineHandler(
  'webLoginPrimaryMsgCheck',
  async ({ body }, { db, clock, config, request, log }) => {
    const now = clock.now();
    const attempt = { account: body.account, ip: request.ip, now, log };
    const operator = await verifyOperatorCredentials(db, body, {
      now,
      address: request.ip,
      limitPerAddress: config.loginFailureLimitPerAddress,
    }).catch(async (error: unknown) => {
      throw await credentialsRefused(db, error, attempt);
    });
    const check = await checkLoginCode(db, {
      operatorId: operator.id,
      code: body.code,
      now,
      consume: false,
    }).catch(async (error: unknown) => {
      throw await codeRefused(db, error, operator, attempt);
    });
    if (!check.verified) await wrongCodeEntered(db, operator, attempt);
    return ok(check, check.verified ? '验证码正确' : '验证码错误');
  },
);

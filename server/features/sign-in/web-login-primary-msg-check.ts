/**
 * `POST web/login/primary/msg-check`: tells whether a login code is right without signing in or using
 * it up. Account and password are checked first, exactly as in the other two steps (with their limits
 * and lock), so only a caller who knows the password reaches the code: nobody else can count wrong
 * tries against it or void it. A wrong code counts as a try. A wrong code and a code void after too
 * many tries are recorded as security events.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { checkOperatorCode, checkOperatorPassword } from './operators/operator-login-steps';

export const webLoginPrimaryMsgCheck = defineHandler(
  'webLoginPrimaryMsgCheck',
  async ({ body }, context) => {
    const checked = await checkOperatorPassword(context, body);
    const check = await checkOperatorCode(context, checked, { code: body.code, consume: false });
    return ok(check, check.verified ? '验证码正确' : '验证码错误');
  },
);

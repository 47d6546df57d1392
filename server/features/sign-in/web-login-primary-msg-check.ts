/**
 * `POST web/login/primary/msg-check`: tells whether a login code is right without signing in or using
 * it up. A wrong code counts as a try. An unknown account gets the same answer as an account that has
 * no code, so the check does not reveal which accounts exist. A wrong code and a code void after too
 * many tries are recorded as security events.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { codeRefused, wrongCodeEntered } from './login-security-events';
import { checkLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgCheck = defineHandler(
  'webLoginPrimaryMsgCheck',
  async ({ body }, { db, clock, request, log }) => {
    const now = clock.now();
    const [operator] = await db
      .select({ id: operators.id, name: operators.name, account: operators.account })
      .from(operators)
      .where(eq(operators.account, body.account))
      .limit(1);
    if (operator === undefined)
      throw new AppError(EnvelopeCode.invalidRequest, '请先获取短信验证码');
    const attempt = { account: body.account, ip: request.ip, now, log };
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

/**
 * `POST web/login/primary/msg-check`: tells whether a login code is right without signing in or using
 * it up. A wrong code counts as a try. An unknown account gets the same answer as an account that has
 * no code, so the check does not reveal which accounts exist.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { checkLoginCode } from './sms/login-codes';

export const webLoginPrimaryMsgCheck = defineHandler(
  'webLoginPrimaryMsgCheck',
  async ({ body }, { db, clock }) => {
    const [operator] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, body.account))
      .limit(1);
    if (operator === undefined) throw new AppError(4000, '请先获取短信验证码');
    const check = await checkLoginCode(db, {
      operatorId: operator.id,
      code: body.code,
      now: clock.now(),
      consume: false,
    });
    return ok(check, check.verified ? '验证码正确' : '验证码错误');
  },
);

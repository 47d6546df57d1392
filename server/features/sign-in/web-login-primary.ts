/**
 * `POST web/login/primary`: the operator login's last step. Checks account, password and login code
 * once more, uses the code up, and opens a session carrying the rights of the operator's role.
 * Refusals are recorded as security events (login-security-events.ts).
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { checkOperatorCode, checkOperatorPassword } from './operators/operator-login-steps';
import { findOperatorWithRole } from '../account/operator-with-role';
import { knownRights } from '../../kernel/rights';
import { sessionAnswer } from './session-answer';
import { sessionPolicyOf } from '../../kernel/session/session-policy';
import { openSession } from '../../kernel/session/session-store';

export const webLoginPrimary = defineHandler('webLoginPrimary', async ({ body }, context) => {
  const { db, config, request } = context;
  const checked = await checkOperatorPassword(context, body);
  const { operator } = checked;
  const now = checked.attempt.now;
  const check = await checkOperatorCode(context, checked, { code: body.smsCode, consume: true });
  if (!check.verified) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      check.remainingAttempts > 0
        ? `验证码错误，还可尝试 ${String(check.remainingAttempts)} 次`
        : '验证码错误次数过多，请重新获取',
    );
  }
  const found = await findOperatorWithRole(db, operator.id);
  if (found === undefined) throw new AppError(EnvelopeCode.invalidRequest, '账号或密码错误');
  const opened = await db.transaction(async (tx) => {
    const session = await openSession(tx, {
      kind: 'primary',
      userId: operator.id,
      now,
      policy: sessionPolicyOf(config),
    });
    await tx.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operator.id));
    await recordOperation(tx, {
      actor: { userId: operator.id, name: operator.name },
      action: 'login',
      target: null,
      detail: `${operator.account} 登录成功`,
      ip: request.ip,
      at: now,
    });
    return session;
  });
  return ok(
    sessionAnswer(opened, {
      userType: 'primary',
      name: operator.name,
      corName: null,
      rights: knownRights(found.role.rights),
      mustChangePassword: operator.mustChangePassword,
    }),
    '登录成功',
  );
});

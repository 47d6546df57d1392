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
import { verifyOperatorCredentials } from './operators/operator-credentials';
import { findOperatorWithRole } from '../account/operator-with-role';
import { codeRefused, credentialsRefused, wrongCodeEntered } from './login-security-events';
import { knownRights } from '../../kernel/rights';
import { sessionAnswer } from './session-answer';
import { sessionPolicyOf } from '../../kernel/session/session-policy';
import { openSession } from '../../kernel/session/session-store';
import { checkLoginCode } from './sms/login-codes';

export const webLoginPrimary = defineHandler(
  'webLoginPrimary',
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
      code: body.smsCode,
      now,
      consume: true,
    }).catch(async (error: unknown) => {
      throw await codeRefused(db, error, operator, attempt);
    });
    if (!check.verified) {
      await wrongCodeEntered(db, operator, attempt);
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
  },
);

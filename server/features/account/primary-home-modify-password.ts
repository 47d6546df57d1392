/**
 * `POST primary/home/modify-password`: an operator changes their own password. The old one must be
 * right, the new one must differ from it and satisfy the password policy. The change clears the
 * "must change password" mark and ends every other session of the account (1001 there); the session
 * making the change stays signed in.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { unauthorizedError } from '../../http/unauthorized-error';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordPolicyProblem } from './password-policy';
import { revokeSessionsOf } from '../../kernel/session/session-store';

export const primaryHomeModifyPassword = defineHandler(
  'primaryHomeModifyPassword',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const [row] = await db
      .select({ account: operators.account, passwordHash: operators.passwordHash })
      .from(operators)
      .where(eq(operators.id, operator.userId))
      .limit(1);
    if (row === undefined) throw unauthorizedError();
    if (!(await verifyPassword(body.oldPassword, row.passwordHash))) {
      throw new AppError(EnvelopeCode.invalidRequest, '原密码不正确');
    }
    if (body.newPassword === body.oldPassword) {
      throw new AppError(EnvelopeCode.invalidRequest, '新密码不能与原密码相同');
    }
    const problem = passwordPolicyProblem(body.newPassword, row.account);
    if (problem !== null) throw new AppError(EnvelopeCode.invalidRequest, problem);

    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now })
        .where(eq(operators.id, operator.userId));
      await revokeSessionsOf(
        tx,
        { kind: 'primary', userId: operator.userId },
        'password_reset',
        now,
        {
          exceptSessionId: operator.sessionId,
        },
      );
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'passwordChange',
        target: null,
        detail: `${row.account} 修改了本人的登录密码`,
        ip: request.ip,
        at: now,
      });
    });
    return ok({ changedAt: now.toISOString() }, '密码已修改');
  },
);

/**
 * `POST primary/admin/reset-password`: replaces the password with a generated temporary one, answered
 * once and kept only as a scrypt hash, which the account must change at the next login. Every open
 * session of the account ends at once (1001 on its next request), and a lock left by wrong passwords
 * is lifted, since the reset is how a locked-out person gets back in. Not for the own account (4090):
 * that is what 修改密码 is for.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { ok } from '../../http/envelope';
import { hashPassword } from '../account/password-hash';
import { revokeSessionsOf } from '../../kernel/session/session-store';
import { recordAdminChange } from './admin-operation-log';
import { lockAdmin } from './admin-record';
import { assertNotOwnAccount } from './not-own-account';
import { generatePassword } from './generated-password';

export const primaryAdminResetPassword = defineHandler(
  'primaryAdminResetPassword',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    assertNotOwnAccount(caller, body.id, '不能重置自己的密码，请通过“修改密码”修改');
    const now = clock.now();

    const temporaryPassword = await db.transaction(async (tx) => {
      const current = await lockAdmin(tx, body.id);
      const password = generatePassword(current.account);
      await tx
        .update(operators)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: true,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(operators.id, current.id));
      const ended = await revokeSessionsOf(
        tx,
        { kind: 'primary', userId: current.id },
        'password_reset',
        now,
      );
      await recordAdminChange(tx, caller, request, {
        action: 'adminPasswordReset',
        target: { id: current.id, account: current.account },
        detail: `重置管理员 ${current.account}（${current.name}）的密码，下次登录须修改；结束其 ${String(ended)} 个登录会话`,
        at: now,
      });
      return password;
    });
    return ok(
      { id: body.id, temporaryPassword },
      '密码已重置；临时密码只显示这一次，请妥善转交本人，下次登录后须修改',
    );
  },
);

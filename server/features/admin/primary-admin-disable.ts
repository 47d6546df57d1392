/**
 * `POST primary/admin/disable`: the account can no longer sign in, and every open session of it ends
 * at once (1001 on its next request). Not for the own account (4090); already disabled is answered
 * with 4212.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { revokeSessionsOf } from '../../kernel/session/session-store';
import { recordAdminChange } from './admin-operation-log';
import { findAdmin, lockAdmin, toAdmin } from './admin-record';
import { assertNotOwnAccount } from './not-own-account';

export const primaryAdminDisable = defineHandler(
  'primaryAdminDisable',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    assertNotOwnAccount(caller, body.id, '不能停用自己的账号');
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const current = await lockAdmin(tx, body.id);
      if (current.status === 'disabled') return { changed: false as const, row: current };
      await tx.update(operators).set({ status: 'disabled' }).where(eq(operators.id, current.id));
      const ended = await revokeSessionsOf(
        tx,
        { kind: 'primary', userId: current.id },
        'disabled',
        now,
      );
      await recordAdminChange(tx, caller, request, {
        action: 'adminDisable',
        target: { id: current.id, account: current.account },
        detail: `停用管理员 ${current.account}（${current.name}），结束其 ${String(ended)} 个登录会话`,
        at: now,
      });
      return { changed: true as const, row: await findAdmin(tx, current.id) };
    });

    if (!outcome.changed) return nothingChanged(toAdmin(outcome.row), '该管理员已是停用状态');
    return ok(toAdmin(outcome.row), '管理员已停用');
  },
);

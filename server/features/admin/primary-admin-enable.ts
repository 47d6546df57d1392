/**
 * `POST primary/admin/enable`: the account may sign in again (sessions ended by the disable stay
 * ended). Already enabled is answered with 4212.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { recordAdminChange } from './admin-operation-log';
import { findAdmin, lockAdmin, toAdmin } from './admin-record';

export const primaryAdminEnable = defineHandler(
  'primaryAdminEnable',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const current = await lockAdmin(tx, body.id);
      if (current.status === 'enabled') return { changed: false as const, row: current };
      await tx.update(operators).set({ status: 'enabled' }).where(eq(operators.id, current.id));
      await recordAdminChange(tx, caller, request, {
        action: 'adminEnable',
        target: { id: current.id, account: current.account },
        detail: `启用管理员 ${current.account}（${current.name}）`,
        at: now,
      });
      return { changed: true as const, row: await findAdmin(tx, current.id) };
    });

    if (!outcome.changed) return nothingChanged(toAdmin(outcome.row), '该管理员已是启用状态');
    return ok(toAdmin(outcome.row), '管理员已启用');
  },
);

/**
 * `POST primary/admin/update`: a new name, phone or role; an omitted field keeps its value. A role
 * change takes effect on the account's next request (sessions read the role each time). Nothing
 * changed is answered with 4212. An administrator cannot change the own role (4090): taking away the
 * own `admin:manage` would lock them out of this very console.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nothingChanged, ok } from '../../http/envelope';
import { maskPhone } from '../account/mask-phone';
import { adminName, findAssignableRole } from './admin-fields';
import { recordAdminChange } from './admin-operation-log';
import { findAdmin, lockAdmin, toAdmin } from './admin-record';

export const primaryAdminUpdate = defineHandler(
  'primaryAdminUpdate',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    // Checked before the record is read, so a bad field is reported whatever the id.
    const name = body.name === undefined ? undefined : adminName(body.name);
    const now = clock.now();

    const outcome = await db.transaction(async (tx) => {
      const current = await lockAdmin(tx, body.id);
      const role =
        body.roleId === undefined || body.roleId === current.roleId
          ? undefined
          : await findAssignableRole(tx, body.roleId);
      const changes = {
        ...(name !== undefined && name !== current.name ? { name } : {}),
        ...(body.phone !== undefined && body.phone !== current.phone ? { phone: body.phone } : {}),
        ...(role === undefined ? {} : { roleId: role.id }),
      };
      if (Object.keys(changes).length === 0) return { changed: false as const, row: current };
      if (role !== undefined && current.id === caller.userId) {
        throw new AppError(EnvelopeCode.conflict, '不能修改自己的角色，请由其他管理员调整');
      }

      await tx.update(operators).set(changes).where(eq(operators.id, current.id));
      const described = [
        changes.name === undefined ? null : `姓名：${current.name} → ${changes.name}`,
        changes.phone === undefined
          ? null
          : `手机号码：${maskPhone(current.phone)} → ${maskPhone(changes.phone)}`,
        role === undefined ? null : `角色：${current.roleName} → ${role.name}`,
      ].filter((part) => part !== null);
      await recordAdminChange(tx, caller, request, {
        action: 'adminUpdate',
        target: { id: current.id, account: current.account },
        detail: `修改管理员 ${current.account} 的信息（${described.join('；')}）`,
        at: now,
      });
      return { changed: true as const, row: await findAdmin(tx, current.id) };
    });

    if (!outcome.changed) return nothingChanged(toAdmin(outcome.row), '管理员信息没有变化');
    return ok(toAdmin(outcome.row), '管理员信息已保存');
  },
);

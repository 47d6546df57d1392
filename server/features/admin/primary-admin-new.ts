/**
 * `POST primary/admin/new`: a new, enabled operator account with a generated initial password. The
 * password is answered once and kept only as a scrypt hash; the account must change it at the first
 * login. A taken account name is answered with 4090 — decided by the unique index, so two
 * administrators creating the same account at once cannot both succeed.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { maskPhone } from '../account/mask-phone';
import { hashPassword } from '../account/password-hash';
import { adminName, findAssignableRole } from './admin-fields';
import { recordAdminChange } from './admin-operation-log';
import { findAdmin, toAdmin } from './admin-record';
import { generatePassword } from './generated-password';

export const primaryAdminNew = defineHandler(
  'primaryAdminNew',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireOperator();
    const name = adminName(body.name);
    const initialPassword = generatePassword(body.account);
    const passwordHash = await hashPassword(initialPassword);
    const now = clock.now();

    const row = await db.transaction(async (tx) => {
      const role = await findAssignableRole(tx, body.roleId);
      const [inserted] = await tx
        .insert(operators)
        .values({
          account: body.account,
          name,
          phone: body.phone,
          roleId: role.id,
          passwordHash,
          mustChangePassword: true,
          status: 'enabled',
          createdAt: now,
        })
        .onConflictDoNothing({ target: operators.account })
        .returning({ id: operators.id });
      if (inserted === undefined) {
        throw new AppError(EnvelopeCode.conflict, `账号“${body.account}”已被使用，请换一个账号`);
      }
      await recordAdminChange(tx, caller, request, {
        action: 'adminCreate',
        target: { id: inserted.id, account: body.account },
        detail: `新增管理员 ${body.account}（${name}），角色：${role.name}，手机号码：${maskPhone(body.phone)}`,
        at: now,
      });
      return findAdmin(tx, inserted.id);
    });
    return ok(
      { admin: toAdmin(row), initialPassword },
      '管理员已新增；初始密码只显示这一次，请妥善转交本人，首次登录后须修改',
    );
  },
);

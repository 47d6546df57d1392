/**
 * The demo operators of DESIGN §8 (demo mode only): one per role, with the published demo passwords
 * (hashed here like any other password) and fictional phone numbers, so the SMS step of the login
 * can be tried through the dev outbox. They do not have to change their password first.
 */
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../features/account/password-hash';
import { operators, roles } from '../schema';
import type { OperatorRoleCode } from './operator-roles-seed';
import type { SeedStep } from './seed-step';

const seededAt = new Date('2026-11-01T09:00:00+08:00');

interface DemoOperator {
  readonly account: string;
  readonly password: string;
  readonly name: string;
  readonly phone: string;
  readonly role: OperatorRoleCode;
}

export const demoOperators: readonly DemoOperator[] = [
  {
    account: 'admin',
    password: 'Admin@2026',
    name: '系统管理员',
    phone: '13800001001',
    role: 'admin',
  },
  {
    account: 'chushen',
    password: 'Review@2026',
    name: '陈静',
    phone: '13800001002',
    role: 'first-reviewer',
  },
  {
    account: 'zhongshen',
    password: 'Review@2026',
    name: '刘洋',
    phone: '13800001003',
    role: 'final-reviewer',
  },
  {
    account: 'shenji',
    password: 'Audit@2026',
    name: '赵敏',
    phone: '13800001004',
    role: 'auditor',
  },
  {
    account: 'bianji',
    password: 'Edit@2026',
    name: '孙悦',
    phone: '13800001005',
    role: 'content-editor',
  },
];

export const demoOperatorsSeed: SeedStep = {
  name: 'demo-operators',
  modes: ['demo'],
  async run(tx) {
    const roleRows = await tx
      .select({ id: roles.id, code: roles.code })
      .from(roles)
      .where(inArray(roles.code, [...new Set(demoOperators.map((operator) => operator.role))]));
    const roleIds = new Map(roleRows.map((role) => [role.code, role.id]));
    const rows = await Promise.all(
      demoOperators.map(async (operator) => {
        const roleId = roleIds.get(operator.role);
        if (roleId === undefined) throw new Error(`演示账号 ${operator.account} 的角色不存在`);
        const row: typeof operators.$inferInsert = {
          account: operator.account,
          name: operator.name,
          phone: operator.phone,
          roleId,
          passwordHash: await hashPassword(operator.password),
          mustChangePassword: false,
          status: 'enabled',
          createdAt: seededAt,
        };
        return row;
      }),
    );
    await tx.insert(operators).values(rows).onConflictDoNothing({ target: operators.account });
  },
};

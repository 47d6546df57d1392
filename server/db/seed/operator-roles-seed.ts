/**
 * The operator roles of DESIGN §1 and §8, each granting the rights of one line of work. They are the
 * platform's fixed role catalogue, so they are seeded in production too; administrators assign them.
 */
import type { Right } from '../../kernel/rights';
import { operatorRights } from '../../kernel/rights';
import { roles } from '../schema';
import type { SeedStep } from './seed-step';

export interface RoleSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly rights: readonly Right[];
}

export const operatorRoleSeeds = [
  {
    code: 'admin',
    name: '系统管理员',
    description: '管理运营人员、法人用户、接入应用与角色，并可执行全部运营操作',
    rights: operatorRights,
  },
  {
    code: 'first-reviewer',
    name: '初审员',
    description: '对专区入驻申请进行初审：通过、驳回或退回修改',
    rights: ['domain:first-review'],
  },
  {
    code: 'final-reviewer',
    name: '终审员',
    description: '对通过初审的专区入驻申请进行终审',
    rights: ['domain:final-review'],
  },
  {
    code: 'auditor',
    name: '审计员',
    description: '只读查看专区入驻流程的状态、历史与统计，可导出审计记录',
    rights: ['audit:read'],
  },
  {
    code: 'content-editor',
    name: '内容编辑',
    description: '编辑公告、内容墙与专区入驻材料配置',
    rights: ['content:edit'],
  },
] as const satisfies readonly RoleSeed[];

export type OperatorRoleCode = (typeof operatorRoleSeeds)[number]['code'];

export const operatorRolesSeed: SeedStep = {
  name: 'operator-roles',
  modes: ['demo', 'production'],
  async run(tx) {
    await tx
      .insert(roles)
      .values(operatorRoleSeeds.map((role) => ({ ...role, rights: [...role.rights] })))
      .onConflictDoNothing({ target: roles.code });
  },
};

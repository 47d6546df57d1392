/** Operator accounts, roles, clients and corporate users for the admin page tests, and a scripted server. */
import type { components } from '@openapi/schema';
import type { AuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import type { ScriptedServer } from '../auth/render-portal';

type Admin = components['schemas']['Admin'];
type Role = components['schemas']['Role'];
type ClientApplication = components['schemas']['ClientApplication'];
type CorporateUser = components['schemas']['CorporateUser'];
type CorporateUserDetail = components['schemas']['CorporateUserDetail'];
type ApplicationSummary = components['schemas']['ApplicationSummary'];

/** The signed-in administrator: admin:manage only, unless a test adds rights. */
export const administrator: AuthState = {
  token: 'tok-admin-0123456789',
  userType: 'primary',
  name: '王强',
  corName: '',
  rights: ['admin:manage'],
};

export function sampleId(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const adminRole: Role = {
  id: sampleId('a0000000', 1),
  name: '系统管理员',
  description: '管理运营人员、法人用户、接入应用与角色，并可执行全部运营操作',
  rights: [
    'admin:manage',
    'content:edit',
    'domain:first-review',
    'domain:final-review',
    'audit:read',
  ],
};
export const firstReviewerRole: Role = {
  id: sampleId('a0000000', 2),
  name: '初审员',
  description: '对专区入驻申请进行初审：通过、驳回或退回修改',
  rights: ['domain:first-review'],
};
export const auditorRole: Role = {
  id: sampleId('a0000000', 3),
  name: '审计员',
  description: '只读查看专区入驻流程的状态、历史与统计，可导出审计记录',
  rights: ['audit:read'],
};
export const roles = [adminRole, firstReviewerRole, auditorRole];

export function sampleAdmin(n: number, overrides: Partial<Admin> = {}): Admin {
  return {
    id: sampleId('b0000000', n),
    account: `chushen${n}`,
    name: '陈静',
    phone: '138****4567',
    roleId: firstReviewerRole.id,
    roleName: firstReviewerRole.name,
    rights: firstReviewerRole.rights,
    status: 'enabled',
    createdAt: '2026-03-01T02:00:00.000Z',
    lastLoginAt: '2026-11-20T01:05:00.000Z',
    ...overrides,
  };
}

export const chenJing = sampleAdmin(1);
export const liuYang = sampleAdmin(2, {
  account: 'shenji',
  name: '刘洋',
  phone: '139****0021',
  roleId: auditorRole.id,
  roleName: auditorRole.name,
  rights: auditorRole.rights,
  status: 'disabled',
  lastLoginAt: null,
});

export function page<T>(list: T[], total = list.length, pageNumber = 1, pageSize = 10) {
  return envelopeResponse(0, '', { list, total, page: pageNumber, pageSize });
}

export function sampleClient(
  n: number,
  overrides: Partial<ClientApplication> = {},
): ClientApplication {
  return {
    id: sampleId('c0000000', n),
    name: '企业信用评估服务',
    clientId: `jsdata_credit_${String(n).padStart(4, '0')}`,
    company: '江苏数源科技有限公司',
    status: 'enabled',
    createdAt: '2026-05-10T06:30:00.000Z',
    ...overrides,
  };
}

export function sampleCorporateUser(
  n: number,
  overrides: Partial<CorporateUser> = {},
): CorporateUser {
  return {
    id: sampleId('d0000000', n),
    name: '李明',
    corName: '江苏数源科技有限公司',
    creditCode: '91320100MA1XY8K3A9',
    contact: '138****5678',
    createdAt: '2026-04-02T01:00:00.000Z',
    ...overrides,
  };
}

export function sampleUserDetail(
  overrides: Partial<CorporateUserDetail> = {},
): CorporateUserDetail {
  return {
    ...sampleCorporateUser(1),
    lastLoginAt: '2026-11-21T08:40:00.000Z',
    applicationCount: 2,
    applications: [
      sampleApplication(1),
      sampleApplication(2, {
        domainName: '交通出行专区',
        state: 'rejected',
        round: 2,
        dueAt: null,
        scenario: '物流车辆通行数据用于运输路线优化',
      }),
    ],
    ...overrides,
  };
}

export function sampleApplication(
  n: number,
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id: sampleId('e0000000', n),
    caseNumber: `JS2026${String(n).padStart(6, '0')}`,
    domainId: sampleId('f0000000', 1),
    domainName: '金融专区',
    corName: '江苏数源科技有限公司',
    scenario: '基于企业纳税与社保数据的小微企业信用评估',
    state: 'firstReview',
    round: 1,
    version: 3,
    createdAt: '2026-10-01T02:00:00.000Z',
    updatedAt: '2026-11-18T03:00:00.000Z',
    submittedAt: '2026-11-18T03:00:00.000Z',
    stateEnteredAt: '2026-11-18T03:00:00.000Z',
    dueAt: '2026-11-25T09:00:00.000Z',
    overdue: false,
    ...overrides,
  };
}

export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.clone().json();
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

/** Every admin endpoint answering with the samples; tests override what they look at. */
export function adminServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/primary/admin/role-list': () => envelopeResponse(0, '', roles),
    '/primary/admin/list': () => page([chenJing, liuYang], 2),
    '/primary/admin/detail': async (request) => {
      const { id } = await bodyOf(request);
      const found = [chenJing, liuYang].find((admin) => admin.id === id);
      return found ? envelopeResponse(0, '', found) : envelopeResponse(4011, '管理员不存在');
    },
    '/primary/admin/client-list': () =>
      page([sampleClient(1), sampleClient(2, { name: '普惠金融风控平台', status: 'disabled' })]),
    '/primary/user/list': () =>
      page([
        sampleCorporateUser(1),
        sampleCorporateUser(2, {
          name: '周敏',
          corName: '苏州智算数据服务有限公司',
          creditCode: '91320500MA1NQ7W2BB',
          contact: '137****2233',
        }),
      ]),
    '/primary/user/detail': async (request) => {
      const { id } = await bodyOf(request);
      return id === sampleId('d0000000', 1)
        ? envelopeResponse(0, '', sampleUserDetail())
        : envelopeResponse(4011, '用户不存在');
    },
    ...overrides,
  };
}

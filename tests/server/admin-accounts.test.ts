import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { operationLog, operators } from '../../server/db/schema';
import { verifyPassword } from '../../server/features/account/password-hash';
import { passwordPolicyProblem } from '../../server/features/account/password-policy';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import { postApi, signInOperator } from '../support/server-auth';

type AdminPage = components['schemas']['AdminPage'];
type AdminCreated = components['schemas']['AdminCreated'];
type Role = components['schemas']['Role'];

const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('administration of operator accounts (管理员管理)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let admin: string;
  let adminId: string;
  let reviewer: string;
  const roleIds: Record<string, string> = {};

  const call = async (path: string, body: unknown, token: string = admin) =>
    envelopeOf(await postApi(app, `/primary/${path}`, body, token));

  function dataOf<T>(envelope: ParsedEnvelope): T {
    if (envelope.code !== 0) {
      throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
    }
    return envelope.data as T;
  }

  const list = async (query: object = {}) => dataOf<AdminPage>(await call('admin/list', query));

  async function created(body: object): Promise<AdminCreated> {
    return dataOf<AdminCreated>(await call('admin/new', body));
  }

  async function logRowsFor(targetId: string) {
    return app.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.targetType, 'admin'), eq(operationLog.targetId, targetId)))
      .orderBy(operationLog.at);
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    admin = (await signInOperator(app, clock, 'admin')).token;
    reviewer = (await signInOperator(app, clock, 'chushen')).token;
    const [row] = await app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, 'admin'));
    adminId = row?.id ?? '';
    for (const role of dataOf<Role[]>(await call('admin/role-list', {}))) {
      roleIds[role.name] = role.id;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the roles with their rights, the administrator first', async () => {
    // The body may be left out altogether.
    const bare = await app.inject({
      method: 'POST',
      url: '/alpha-portal/api/v1/primary/admin/role-list',
      headers: { 'user-token': admin },
    });
    const roles = dataOf<Role[]>(envelopeOf(bare));
    expect(roles.map((role) => [role.name, role.rights])).toEqual([
      [
        '系统管理员',
        [
          'admin:manage',
          'content:edit',
          'domain:first-review',
          'domain:final-review',
          'audit:read',
        ],
      ],
      ['初审员', ['domain:first-review']],
      ['终审员', ['domain:final-review']],
      ['审计员', ['audit:read']],
      ['内容编辑', ['content:edit']],
    ]);
    expect(roles[0]?.description).toContain('管理运营人员');
  });

  it('lists the operators with masked phones, in a stable order, page by page', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(all.list.map((item) => item.account)).toEqual([
      'admin',
      'bianji',
      'chushen',
      'shenji',
      'zhongshen',
    ]);
    expect(all.list[0]).toEqual({
      id: adminId,
      account: 'admin',
      name: '系统管理员',
      phone: '138****1001',
      roleId: roleIds['系统管理员'],
      roleName: '系统管理员',
      rights: [
        'admin:manage',
        'content:edit',
        'domain:first-review',
        'domain:final-review',
        'audit:read',
      ],
      status: 'enabled',
      createdAt: '2026-11-01T01:00:00.000Z',
      lastLoginAt: expect.any(String) as unknown,
    });
    expect(JSON.stringify(all)).not.toContain('13800001001');

    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.list.map((item) => item.account)).toEqual(['chushen', 'shenji']);
    expect((await list({ page: 4, pageSize: 2 })).list).toEqual([]);
  });

  it('filters by keyword over account, name and phone (partial, any case), role and status', async () => {
    const accounts = async (query: object) => (await list(query)).list.map((item) => item.account);
    expect(await accounts({ keyword: ' CHU ' })).toEqual(['chushen']);
    expect(await accounts({ keyword: '陈' })).toEqual(['chushen']);
    expect(await accounts({ keyword: '0001002' })).toEqual(['chushen']);
    expect(await accounts({ keyword: 'shen' })).toEqual(['chushen', 'shenji', 'zhongshen']);
    expect(await accounts({ keyword: '%' })).toEqual([]);
    expect(await accounts({ roleId: roleIds['终审员'] })).toEqual(['zhongshen']);
    expect(await accounts({ status: 'enabled', keyword: 'bian' })).toEqual(['bianji']);
    expect(await accounts({ status: 'disabled' })).toEqual([]);
    expect(await accounts({ roleId: unknownId })).toEqual([]);
  });

  it('refuses paging beyond the contract limits (4000, in Chinese)', async () => {
    expect(await call('admin/list', { pageSize: 101 })).toEqual({
      code: 4000,
      msg: '请求参数 pageSize 不能大于 100',
      data: null,
    });
    const zero = await call('admin/list', { page: 0 });
    expect(zero.code).toBe(4000);
    expect(zero.msg).toContain('page');
  });

  it('creates an enabled account with a one-time initial password, stored only as a scrypt hash', async () => {
    const result = await call('admin/new', {
      account: 'wangfang',
      name: ' 王芳 ',
      phone: '13912345678',
      roleId: roleIds['初审员'],
    });
    expect(result.code).toBe(0);
    expect(result.msg).toContain('初始密码只显示这一次');
    const { admin: account, initialPassword } = result.data as AdminCreated;
    expect(account).toEqual({
      id: expect.any(String) as unknown,
      account: 'wangfang',
      name: '王芳',
      phone: '139****5678',
      roleId: roleIds['初审员'],
      roleName: '初审员',
      rights: ['domain:first-review'],
      status: 'enabled',
      createdAt: clock.now().toISOString(),
      lastLoginAt: null,
    });
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,64}$/);
    expect(passwordPolicyProblem(initialPassword, 'wangfang')).toBeNull();

    const [stored] = await app.db.select().from(operators).where(eq(operators.id, account.id));
    expect(stored?.mustChangePassword).toBe(true);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(initialPassword);
    expect(await verifyPassword(initialPassword, stored?.passwordHash ?? '')).toBe(true);

    // The password is never answered again.
    const detail = await call('admin/detail', { id: account.id });
    expect(detail).toEqual({ code: 0, msg: '操作成功', data: account });
    expect(JSON.stringify(await list())).not.toContain(initialPassword);

    // Every new account gets a password of its own.
    const another = await created({
      account: 'wangfang2',
      name: '王芳',
      phone: '13912345679',
      roleId: roleIds['初审员'],
    });
    expect(another.initialPassword).not.toBe(initialPassword);

    const [logged] = await logRowsFor(account.id);
    expect(logged).toMatchObject({
      actorId: adminId,
      actorName: '系统管理员',
      action: 'adminCreate',
      targetType: 'admin',
      targetLabel: 'wangfang',
      ip: '127.0.0.1',
      at: clock.now(),
    });
    expect(logged?.detail).toContain('王芳');
    expect(logged?.detail).toContain('初审员');
    expect(logged?.detail).not.toContain(initialPassword);
    expect(logged?.detail).not.toContain('13912345678');
  });

  it('refuses a taken account (4090), an unknown role, a blank name and malformed fields (4000)', async () => {
    const body = {
      account: 'chushen',
      name: '重名',
      phone: '13912340000',
      roleId: roleIds['初审员'],
    };
    const before = await app.db.select().from(operationLog);
    expect(await call('admin/new', body)).toEqual({
      code: 4090,
      msg: '账号“chushen”已被使用，请换一个账号',
      data: null,
    });
    expect(await call('admin/new', { ...body, account: 'newcomer', roleId: unknownId })).toEqual({
      code: 4000,
      msg: '请求参数 roleId 无效：所选角色不存在，请刷新角色列表后重新选择',
      data: null,
    });
    expect(await call('admin/new', { ...body, account: 'newcomer', name: '   ' })).toEqual({
      code: 4000,
      msg: '请求参数 name 不能为空：请填写姓名，不能只有空格',
      data: null,
    });
    expect(await call('admin/new', { ...body, account: 'newcomer', name: '\u202E\u200B' })).toEqual(
      {
        code: 4000,
        msg: '请求参数 name 不能为空：请填写姓名，不能只有空格',
        data: null,
      },
    );
    for (const [field, value] of [
      ['account', 'Chushen'],
      ['account', 'ab'],
      ['phone', '12345678901'],
      ['roleId', 'not-an-id'],
    ] as const) {
      const refused = await call('admin/new', { ...body, account: 'newcomer', [field]: value });
      expect(refused.code).toBe(4000);
      expect(refused.msg).toContain(`请求参数 ${field}`);
    }
    const missing = await call('admin/new', { account: 'newcomer', name: '新人' });
    expect(missing.code).toBe(4000);
    expect(missing.msg).toMatch(/^请求参数 (phone|roleId) 不能为空$/);
    expect(await app.db.select().from(operationLog)).toHaveLength(before.length);
    const [newcomer] = await app.db
      .select()
      .from(operators)
      .where(eq(operators.account, 'newcomer'));
    expect(newcomer).toBeUndefined();
  });

  it('updates name, phone and role; an omitted field keeps its value', async () => {
    const { admin: account } = await created({
      account: 'lixiang',
      name: '李响',
      phone: '13700001111',
      roleId: roleIds['审计员'],
    });
    clock.advance(1000);
    const renamed = await call('admin/update', { id: account.id, name: '李想' });
    expect(renamed).toEqual({
      code: 0,
      msg: '管理员信息已保存',
      data: { ...account, name: '李想' },
    });
    const moved = await call('admin/update', {
      id: account.id,
      phone: '13700002222',
      roleId: roleIds['终审员'],
    });
    expect(moved.data).toEqual({
      ...account,
      name: '李想',
      phone: '137****2222',
      roleId: roleIds['终审员'],
      roleName: '终审员',
      rights: ['domain:final-review'],
    });
    const logged = await logRowsFor(account.id);
    expect(logged.map((row) => row.action)).toEqual(['adminCreate', 'adminUpdate', 'adminUpdate']);
    expect(logged[1]?.detail).toBe('修改管理员 lixiang 的信息（姓名：李响 → 李想）');
    expect(logged[2]?.detail).toBe(
      '修改管理员 lixiang 的信息（手机号码：137****1111 → 137****2222；角色：审计员 → 终审员）',
    );
  });

  it('answers an update that changes nothing with 4212 and the account as it stands', async () => {
    const { admin: account } = await created({
      account: 'zhouyi',
      name: '周怡',
      phone: '13700003333',
      roleId: roleIds['内容编辑'],
    });
    for (const body of [
      { id: account.id },
      { id: account.id, name: ' 周怡 ', phone: '13700003333', roleId: roleIds['内容编辑'] },
    ]) {
      expect(await call('admin/update', body)).toEqual({
        code: 4212,
        msg: '管理员信息没有变化',
        data: account,
      });
    }
    expect((await logRowsFor(account.id)).map((row) => row.action)).toEqual(['adminCreate']);
  });

  it('refuses an update of an unknown account (4011), to an unknown role (4000), or of the own role (4090)', async () => {
    expect(await call('admin/update', { id: unknownId, name: '无名' })).toEqual({
      code: 4011,
      msg: '管理员不存在',
      data: null,
    });
    const [chushen] = (await list({ keyword: 'chushen' })).list;
    expect(await call('admin/update', { id: chushen?.id, roleId: unknownId })).toEqual({
      code: 4000,
      msg: '请求参数 roleId 无效：所选角色不存在，请刷新角色列表后重新选择',
      data: null,
    });
    expect(await call('admin/update', { id: chushen?.id, name: '\t' })).toMatchObject({
      code: 4000,
    });
    expect(await call('admin/update', { id: adminId, roleId: roleIds['审计员'] })).toEqual({
      code: 4090,
      msg: '不能修改自己的角色，请由其他管理员调整',
      data: null,
    });
    // The own name may change.
    expect(await call('admin/update', { id: adminId, name: '平台管理员' })).toMatchObject({
      code: 0,
      data: { name: '平台管理员', roleName: '系统管理员' },
    });
  });

  it('answers the detail of an unknown account with 4011', async () => {
    expect(await call('admin/detail', { id: unknownId })).toEqual({
      code: 4011,
      msg: '管理员不存在',
      data: null,
    });
  });

  it('refuses every administration operation to an operator without admin:manage (4030)', async () => {
    const [chushen] = (await list({ keyword: 'chushen' })).list;
    const id = chushen?.id ?? unknownId;
    const requests: [string, object][] = [
      ['admin/list', {}],
      ['admin/detail', { id }],
      ['admin/new', { account: 'sneaky', name: '越权', phone: '13700009999', roleId: id }],
      ['admin/update', { id, name: '越权' }],
      ['admin/reset-password', { id }],
      ['admin/disable', { id }],
      ['admin/enable', { id }],
      ['admin/role-list', {}],
      ['admin/client-list', {}],
      ['user/list', {}],
      ['user/detail', { id }],
    ];
    const before = await app.db.select().from(operationLog);
    for (const [path, body] of requests) {
      expect(await call(path, body, reviewer)).toEqual(noRight);
    }
    // Nothing was done: the log gained only the refusals, as security events.
    const seen = new Set(before.map((row) => row.id));
    const added = (await app.db.select().from(operationLog)).filter((row) => !seen.has(row.id));
    expect(added.map((row) => row.action)).toEqual(requests.map(() => 'accessDenied'));
    expect((await list({ keyword: 'chushen' })).list[0]).toEqual(chushen);
  });
});

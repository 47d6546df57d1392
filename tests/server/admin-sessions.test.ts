import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { operationLog, operators, sessions } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock, type ParsedEnvelope } from '../support/server-app';
import {
  getApi,
  latestCodeFor,
  postApi,
  sessionOf,
  signInOperator,
  type SessionData,
} from '../support/server-auth';

type Admin = components['schemas']['Admin'];
type AdminCreated = components['schemas']['AdminCreated'];
type Role = components['schemas']['Role'];
type TemporaryPassword = components['schemas']['TemporaryPassword'];

const minute = 60_000;

describe('disabling, enabling and resetting operator accounts', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let admin: string;
  let adminId: string;
  const roleIds: Record<string, string> = {};
  let nextPhone = 13700005000;

  const call = async (path: string, body: unknown, token: string = admin) =>
    envelopeOf(await postApi(app, `/primary/${path}`, body, token));

  const profile = async (token: string) =>
    envelopeOf(await getApi(app, '/primary/home/profile', token));

  function dataOf<T>(envelope: ParsedEnvelope): T {
    if (envelope.code !== 0) {
      throw new Error(`expected success, got ${String(envelope.code)} ${envelope.msg}`);
    }
    return envelope.data as T;
  }

  /** The operator login of any account: password, SMS code from the dev outbox, sign-in. */
  async function signIn(account: string, password: string, phone: string): Promise<ParsedEnvelope> {
    clock.advance(61_000);
    const sent = envelopeOf(
      await postApi(app, '/web/login/primary/msg-send', { account, password }),
    );
    if (sent.code !== 0) return sent;
    const smsCode = await latestCodeFor(app, phone);
    return envelopeOf(await postApi(app, '/web/login/primary', { account, password, smsCode }));
  }

  interface NewAccount {
    readonly admin: Admin;
    readonly password: string;
    readonly phone: string;
  }

  async function newAccount(account: string, role: string = '初审员'): Promise<NewAccount> {
    nextPhone += 1;
    const phone = String(nextPhone);
    const created = dataOf<AdminCreated>(
      await call('admin/new', { account, name: '测试人员', phone, roleId: roleIds[role] }),
    );
    return { admin: created.admin, password: created.initialPassword, phone };
  }

  /** A new account that has signed in and changed its initial password; its live session. */
  async function activeAccount(
    account: string,
    role?: string,
  ): Promise<NewAccount & { session: SessionData }> {
    const fresh = await newAccount(account, role);
    const first = sessionOf(await signIn(account, fresh.password, fresh.phone));
    const password = `${fresh.password}x9`;
    const changed = await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: fresh.password, newPassword: password },
      first.token,
    );
    expect(envelopeOf(changed).code).toBe(0);
    return { ...fresh, password, session: first };
  }

  async function logActions(targetId: string): Promise<string[]> {
    const rows = await app.db
      .select({ action: operationLog.action })
      .from(operationLog)
      .where(and(eq(operationLog.targetType, 'admin'), eq(operationLog.targetId, targetId)))
      .orderBy(operationLog.at);
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    admin = (await signInOperator(app, clock, 'admin')).token;
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

  it('lets a new account sign in with its initial password, which must be changed first', async () => {
    const fresh = await newAccount('xinren');
    const session = sessionOf(await signIn('xinren', fresh.password, fresh.phone));
    expect(session).toMatchObject({
      name: '测试人员',
      rights: ['domain:first-review'],
      mustChangePassword: true,
    });
    expect(
      envelopeOf(
        await postApi(app, '/primary/review/queue', { stage: 'firstReview' }, session.token),
      ),
    ).toEqual({ code: 4030, msg: '请先修改初始密码', data: null });
    const changed = await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: fresh.password, newPassword: 'Fresh#Start-2027' },
      session.token,
    );
    expect(envelopeOf(changed).code).toBe(0);
    expect(
      envelopeOf(
        await postApi(app, '/primary/review/queue', { stage: 'firstReview' }, session.token),
      ).code,
    ).toBe(0);
    const detail = dataOf<Admin>(await call('admin/detail', { id: fresh.admin.id }));
    expect(detail.lastLoginAt).not.toBeNull();
  });

  it('disables an account: its sessions end at once (1001), it cannot sign in, and again is 4212', async () => {
    const { admin: account, password, phone, session } = await activeAccount('tingyong');
    const other = sessionOf(await signIn('tingyong', password, phone));
    expect((await profile(session.token)).code).toBe(0);

    const disabled = await call('admin/disable', { id: account.id });
    expect(disabled).toEqual({
      code: 0,
      msg: '管理员已停用',
      data: {
        ...dataOf<Admin>(await call('admin/detail', { id: account.id })),
        status: 'disabled',
      },
    });
    // Ended by the disable itself, before either token comes back.
    const ended = await app.db
      .select({ revokeReason: sessions.revokeReason, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(ended).toEqual([
      { revokeReason: 'disabled', revokedAt: clock.now() },
      { revokeReason: 'disabled', revokedAt: clock.now() },
    ]);
    clock.advance(1000);
    const revoked = { code: 1001, msg: '您的登录已失效（账号已被停用），请重新登录', data: null };
    expect(await profile(session.token)).toEqual(revoked);
    expect(await profile(other.token)).toEqual(revoked);

    expect(await signIn('tingyong', password, phone)).toEqual({
      code: 1001,
      msg: '账号已被停用，请联系平台管理员',
      data: null,
    });
    expect(await call('admin/disable', { id: account.id })).toMatchObject({
      code: 4212,
      msg: '该管理员已是停用状态',
      data: { id: account.id, status: 'disabled' },
    });
    const listed = dataOf<{ list: Admin[] }>(await call('admin/list', { status: 'disabled' }));
    expect(listed.list.map((item) => item.account)).toEqual(['tingyong']);

    // Enabled again, it signs in anew; the ended sessions stay ended.
    expect(await call('admin/enable', { id: account.id })).toMatchObject({
      code: 0,
      msg: '管理员已启用',
      data: { status: 'enabled' },
    });
    expect(await call('admin/enable', { id: account.id })).toMatchObject({
      code: 4212,
      msg: '该管理员已是启用状态',
      data: { status: 'enabled' },
    });
    expect(await profile(session.token)).toEqual(revoked);
    const again = sessionOf(await signIn('tingyong', password, phone));
    expect((await profile(again.token)).code).toBe(0);

    expect(await logActions(account.id)).toEqual(['adminCreate', 'adminDisable', 'adminEnable']);
  });

  it('resets a password: sessions end at once (1001), the old password fails, the temporary one must be changed', async () => {
    const { admin: account, password, phone, session } = await activeAccount('chongzhi');
    // A lock from wrong passwords is lifted by the reset.
    await app.db
      .update(operators)
      .set({ failedLogins: 0, lockedUntil: new Date(clock.now().getTime() + 15 * minute) })
      .where(eq(operators.id, account.id));

    const reset = await call('admin/reset-password', { id: account.id });
    expect(reset.code).toBe(0);
    expect(reset.msg).toContain('临时密码只显示这一次');
    const { id, temporaryPassword } = reset.data as TemporaryPassword;
    expect(id).toBe(account.id);
    expect(temporaryPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,64}$/);
    expect(temporaryPassword).not.toBe(password);

    expect(await profile(session.token)).toEqual({
      code: 1001,
      msg: '您的登录已失效（密码已被修改或重置），请重新登录',
      data: null,
    });
    expect(await signIn('chongzhi', password, phone)).toEqual({
      code: 4000,
      msg: '账号或密码错误',
      data: null,
    });
    const temporary = sessionOf(await signIn('chongzhi', temporaryPassword, phone));
    expect(temporary.mustChangePassword).toBe(true);
    expect((await profile(temporary.token)).data).toMatchObject({ mustChangePassword: true });
    expect(
      envelopeOf(
        await postApi(app, '/primary/review/queue', { stage: 'firstReview' }, temporary.token),
      ),
    ).toEqual({ code: 4030, msg: '请先修改初始密码', data: null });
    const changed = await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: temporaryPassword, newPassword: 'Back#Again-2027' },
      temporary.token,
    );
    expect(envelopeOf(changed).code).toBe(0);
    expect((await profile(temporary.token)).data).toMatchObject({ mustChangePassword: false });

    const [logged] = await app.db
      .select()
      .from(operationLog)
      .where(
        and(eq(operationLog.action, 'adminPasswordReset'), eq(operationLog.targetId, account.id)),
      );
    expect(logged).toMatchObject({ actorId: adminId, targetLabel: 'chongzhi', ip: '127.0.0.1' });
    expect(logged?.detail).toContain('重置管理员 chongzhi');
    expect(logged?.detail).not.toContain(temporaryPassword);
  });

  it('refuses to disable or reset the own account (4090), and answers unknown ids with 4011', async () => {
    expect(await call('admin/disable', { id: adminId })).toEqual({
      code: 4090,
      msg: '不能停用自己的账号',
      data: null,
    });
    expect(await call('admin/reset-password', { id: adminId })).toEqual({
      code: 4090,
      msg: '不能重置自己的密码，请通过“修改密码”修改',
      data: null,
    });
    expect((await profile(admin)).code).toBe(0);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const path of ['admin/disable', 'admin/enable', 'admin/reset-password']) {
      expect(await call(path, { id: unknownId })).toEqual({
        code: 4011,
        msg: '管理员不存在',
        data: null,
      });
    }
    expect(await logActions(adminId)).toEqual([]);
  });

  it('gives a changed role its rights on the account’s next request', async () => {
    const { admin: account, session } = await activeAccount('huanjue', '初审员');
    const queue = () =>
      postApi(app, '/primary/review/queue', { stage: 'firstReview' }, session.token);
    expect(envelopeOf(await queue()).code).toBe(0);
    await call('admin/update', { id: account.id, roleId: roleIds['审计员'] });
    expect(envelopeOf(await queue())).toEqual({
      code: 4030,
      msg: '您没有执行此操作的权限',
      data: null,
    });
    expect((await profile(session.token)).data).toMatchObject({
      roleName: '审计员',
      rights: ['audit:read'],
    });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../server/contract/operation-handler';
import { operators, sessions } from '../../server/db/schema';
import type { Principal } from '../../server/kernel/principal';
import { hashSessionToken } from '../../server/kernel/session/session-token';
import { operationHandlers } from '../../server/features/operation-handlers';
import { ok } from '../../server/http/envelope';
import {
  demoPasswords,
  getApi,
  postApi,
  signInCorporate,
  signInOperator,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const minute = 60 * 1000;
const unauthorized = { code: 4010, msg: '鉴权失败，请重新登录', data: null };
const expired = { code: 1000, msg: '登录已过期，请重新登录', data: null };
const noRight = { code: 4030, msg: '您没有执行此操作的权限', data: null };

/** The principal each call of the probe operation saw, in order. */
const seenPrincipals: (Principal | null)[] = [];

/**
 * A probe for an operation that needs `admin:manage` (the role list), standing in for the real
 * handler so the test sees exactly what the access check lets through and hands over.
 */
const roleListProbe = defineHandler('primaryAdminRoleList', (_input, { request }) => {
  seenPrincipals.push(request.principal);
  return Promise.resolve(ok([]));
});

const profile = (app: FastifyInstance, token?: string) =>
  getApi(app, '/primary/home/profile', token);
const roleList = (app: FastifyInstance, token?: string) =>
  postApi(app, '/primary/admin/role-list', {}, token);

describe('sessions and the access check', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp({
      clock,
      handlers: [
        ...operationHandlers.filter((handler) => handler.operationId !== 'primaryAdminRoleList'),
        roleListProbe,
      ],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a protected call without a token, with a blank one, or with an unknown one (HTTP 401)', async () => {
    for (const token of [undefined, '   ', 'not-a-session-token']) {
      for (const response of [await profile(app, token), await roleList(app, token)]) {
        expect(response.statusCode).toBe(401);
        expect(envelopeOf(response)).toEqual(unauthorized);
      }
    }
    expect(seenPrincipals).toEqual([]);
  });

  it('expires a session after 30 idle minutes (1000)', async () => {
    const { token } = await signInOperator(app, clock, 'chushen');
    clock.advance(29 * minute);
    expect(envelopeOf(await profile(app, token)).code).toBe(0);
    clock.advance(30 * minute);
    const response = await profile(app, token);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual(expired);
  });

  it('keeps a session that is used alive, up to the 12-hour cap', async () => {
    const { token, expiresAt } = await signInOperator(app, clock, 'zhongshen');
    const signedInAt = clock.now().getTime();
    expect(Date.parse(expiresAt)).toBe(signedInAt + 30 * minute);
    // A request every 20 minutes: each one pushes the idle expiry on.
    for (let elapsed = 20; elapsed < 12 * 60; elapsed += 20) {
      clock.advance(20 * minute);
      expect(envelopeOf(await profile(app, token)).code).toBe(0);
    }
    const [row] = await app.db
      .select({ expiresAt: sessions.expiresAt, absolute: sessions.absoluteExpiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.absolute.getTime()).toBe(signedInAt + 12 * 60 * minute);
    expect(row?.expiresAt.getTime()).toBe(signedInAt + 12 * 60 * minute);
    clock.advance(20 * minute);
    expect(envelopeOf(await profile(app, token))).toEqual(expired);
  });

  it('writes the renewal at most once a minute', async () => {
    const { token } = await signInOperator(app, clock, 'shenji');
    const read = async () => {
      const [row] = await app.db
        .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      return row;
    };
    const signedIn = await read();
    clock.advance(30 * 1000);
    await profile(app, token);
    expect(await read()).toEqual(signedIn);
    clock.advance(30 * 1000);
    await profile(app, token);
    const renewed = await read();
    expect(renewed?.lastSeenAt).toEqual(clock.now());
    expect(renewed?.expiresAt.getTime()).toBe(clock.now().getTime() + 30 * minute);
  });

  it('ends the session on logout (1001), and logout without a live session still answers 0', async () => {
    const { token } = await signInOperator(app, clock, 'bianji');
    const loggedOut = await postApi(app, '/web/login/logout', {}, token);
    expect(envelopeOf(loggedOut)).toEqual({ code: 0, msg: '已退出登录', data: { revoked: true } });
    expect(envelopeOf(await profile(app, token))).toEqual({
      code: 1001,
      msg: '您的登录已失效（已退出登录），请重新登录',
      data: null,
    });
    for (const again of [
      await postApi(app, '/web/login/logout', {}, token),
      await postApi(app, '/web/login/logout', {}),
      await postApi(app, '/web/login/logout', {}, 'unknown-token'),
      await app.inject({ method: 'POST', url: '/alpha-portal/api/v1/web/login/logout' }),
    ]) {
      expect(envelopeOf(again)).toEqual({ code: 0, msg: '已退出登录', data: { revoked: false } });
    }
  });

  it('changes the password: the other sessions end (1001), the one making the change stays', async () => {
    const first = await signInOperator(app, clock, 'bianji');
    const second = await signInOperator(app, clock, 'bianji');
    const changed = await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: demoPasswords.bianji, newPassword: 'Content#Edit-2027' },
      second.token,
    );
    expect(envelopeOf(changed)).toEqual({
      code: 0,
      msg: '密码已修改',
      data: { changedAt: clock.now().toISOString() },
    });
    expect(envelopeOf(await profile(app, first.token))).toEqual({
      code: 1001,
      msg: '您的登录已失效（密码已被修改或重置），请重新登录',
      data: null,
    });
    const own = envelopeOf(await profile(app, second.token));
    expect(own.data).toMatchObject({ passwordChangedAt: clock.now().toISOString() });

    // The old password no longer works; the new one does.
    const withOld = await postApi(app, '/web/login/primary/msg-send', {
      account: 'bianji',
      password: demoPasswords.bianji,
    });
    expect(envelopeOf(withOld).code).toBe(4000);
    const session = await signInOperator(app, clock, 'bianji', 'Content#Edit-2027');
    expect(session.name).toBe('孙悦');
  });

  it.each([
    [{ oldPassword: 'Wrong@2026', newPassword: 'Another#Pass-1' }, '原密码不正确'],
    [
      { oldPassword: 'Content#Edit-2027', newPassword: 'Content#Edit-2027' },
      '新密码不能与原密码相同',
    ],
    [{ oldPassword: 'Content#Edit-2027', newPassword: 'my-bianji-2027' }, '密码不能包含账号名'],
    [
      { oldPassword: 'Content#Edit-2027', newPassword: 'Two words#2027' },
      '密码不能包含空格或其他空白字符',
    ],
    [
      { oldPassword: 'Content#Edit-2027', newPassword: 'short' },
      '请求参数 newPassword 长度不能少于 8 个字符',
    ],
  ])('refuses a password change %j: %s', async (body, msg) => {
    const { token } = await signInOperator(app, clock, 'bianji', 'Content#Edit-2027');
    const refused = await postApi(app, '/primary/home/modify-password', body, token);
    expect(envelopeOf(refused)).toEqual({ code: 4000, msg, data: null });
  });

  it('lets an operator who must change the password do only that, see the profile, and log out', async () => {
    await app.db
      .update(operators)
      .set({ mustChangePassword: true })
      .where(eq(operators.account, 'admin'));
    const session = await signInOperator(app, clock, 'admin');
    expect(session.mustChangePassword).toBe(true);
    expect(envelopeOf(await roleList(app, session.token))).toEqual({
      code: 4030,
      msg: '请先修改初始密码',
      data: null,
    });
    expect(envelopeOf(await profile(app, session.token)).data).toMatchObject({
      mustChangePassword: true,
    });
    const changed = await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: demoPasswords.admin, newPassword: 'Platform#Root-2027' },
      session.token,
    );
    expect(envelopeOf(changed).code).toBe(0);
    expect(envelopeOf(await roleList(app, session.token)).code).toBe(0);
    expect(seenPrincipals.at(-1)).toMatchObject({ kind: 'primary', mustChangePassword: false });
  });

  it('enforces x-rights: a first reviewer may not list roles, an administrator may', async () => {
    const reviewer = await signInOperator(app, clock, 'chushen');
    const before = seenPrincipals.length;
    expect(envelopeOf(await roleList(app, reviewer.token))).toEqual(noRight);
    expect(seenPrincipals).toHaveLength(before);

    const admin = await signInOperator(app, clock, 'admin', 'Platform#Root-2027');
    expect(envelopeOf(await roleList(app, admin.token))).toEqual({
      code: 0,
      msg: '操作成功',
      data: [],
    });
    const [adminRow] = await app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, 'admin'));
    const [sessionRow] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(admin.token)));
    expect(seenPrincipals.at(-1)).toEqual({
      kind: 'primary',
      userId: adminRow?.id,
      name: '系统管理员',
      corName: null,
      rights: [
        'admin:manage',
        'content:edit',
        'domain:first-review',
        'domain:final-review',
        'audit:read',
      ],
      sessionId: sessionRow?.id,
      mustChangePassword: false,
    });
  });

  it('keeps the two sides apart: 3166 for operators on second/..., 4030 for corporate users on primary/...', async () => {
    const operator = await signInOperator(app, clock, 'chushen');
    const onSecond = await postApi(app, '/second/user/detail', {}, operator.token);
    expect(envelopeOf(onSecond)).toEqual({ code: 3166, msg: '仅支持法人登录', data: null });

    const corporate = await signInCorporate(app);
    expect(envelopeOf(await profile(app, corporate.token))).toEqual(noRight);
    expect(envelopeOf(await roleList(app, corporate.token))).toEqual(noRight);
    const detail = await postApi(app, '/second/user/detail', {}, corporate.token);
    expect(envelopeOf(detail).code).toBe(0);
  });

  it('ends the sessions of an operator who has been disabled, on their next request (1001)', async () => {
    const { token } = await signInOperator(app, clock, 'zhongshen');
    await app.db
      .update(operators)
      .set({ status: 'disabled' })
      .where(eq(operators.account, 'zhongshen'));
    try {
      const disabled = {
        code: 1001,
        msg: '您的登录已失效（账号已被停用），请重新登录',
        data: null,
      };
      expect(envelopeOf(await profile(app, token))).toEqual(disabled);
      const [row] = await app.db
        .select({ revokeReason: sessions.revokeReason })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      expect(row?.revokeReason).toBe('disabled');
      // Enabling the account again does not bring the ended session back.
      await app.db
        .update(operators)
        .set({ status: 'enabled' })
        .where(eq(operators.account, 'zhongshen'));
      expect(envelopeOf(await profile(app, token))).toEqual(disabled);
    } finally {
      await app.db
        .update(operators)
        .set({ status: 'enabled' })
        .where(eq(operators.account, 'zhongshen'));
    }
  });

  it('forgets sessions a week after they ended: the token is then unknown (401)', async () => {
    const { token } = await signInOperator(app, clock, 'shenji');
    clock.advance(31 * minute);
    expect(envelopeOf(await profile(app, token))).toEqual(expired);
    clock.advance(7 * 24 * 60 * minute);
    await signInOperator(app, clock, 'chushen');
    const response = await profile(app, token);
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toEqual(unauthorized);
  });
});

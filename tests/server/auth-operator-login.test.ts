import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, roles, sessions } from '../../server/db/schema';
import { hashSessionToken } from '../../server/kernel/session/session-token';
import {
  api,
  demoPasswords,
  demoPhones,
  getApi,
  latestCodeFor,
  postApi,
  readOutbox,
  sessionOf,
  signInOperator,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

describe('operator login: account, password and SMS code', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends a code to the masked phone, checks it without using it, then signs in', async () => {
    const sent = await postApi(app, '/web/login/primary/msg-send', {
      account: 'admin',
      password: 'Admin@2026',
    });
    expect(envelopeOf(sent)).toEqual({
      code: 0,
      msg: '验证码已发送',
      data: { maskedPhone: '138****1001', resendAfterSeconds: 60, expiresInSeconds: 300 },
    });

    const [message] = await readOutbox(app);
    expect(message).toMatchObject({ phone: '13800001001', at: '2026-11-22T02:00:00.000Z' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(`您的登录验证码为 ${message?.code ?? ''}，5 分钟内有效`);
    expect(message?.text.startsWith('【江苏省公共数据授权运营平台】')).toBe(true);
    const smsCode = message?.code ?? '';

    for (let check = 0; check < 2; check += 1) {
      const checked = await postApi(app, '/web/login/primary/msg-check', {
        account: 'admin',
        password: 'Admin@2026',
        code: smsCode,
      });
      expect(envelopeOf(checked)).toEqual({
        code: 0,
        msg: '验证码正确',
        data: { verified: true, remainingAttempts: 5 },
      });
    }

    const signedIn = envelopeOf(
      await postApi(app, '/web/login/primary', {
        account: 'admin',
        password: 'Admin@2026',
        smsCode,
      }),
    );
    expect(signedIn.msg).toBe('登录成功');
    const { token, ...session } = sessionOf(signedIn);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toEqual({
      userType: 'primary',
      name: '系统管理员',
      corName: null,
      rights: [
        'admin:manage',
        'content:edit',
        'domain:first-review',
        'domain:final-review',
        'audit:read',
      ],
      mustChangePassword: false,
      expiresAt: '2026-11-22T02:30:00.000Z',
    });

    const [admin] = await app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, 'admin'));
    const profile = envelopeOf(await getApi(app, '/primary/home/profile', token));
    expect(profile).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        id: admin?.id,
        account: 'admin',
        name: '系统管理员',
        phone: '138****1001',
        roleName: '系统管理员',
        rights: session.rights,
        mustChangePassword: false,
        lastLoginAt: '2026-11-22T02:00:00.000Z',
        passwordChangedAt: null,
      },
    });
  });

  it('uses the code up: the same code cannot sign in twice', async () => {
    const smsCode = await latestCodeFor(app, demoPhones.admin);
    const again = await postApi(app, '/web/login/primary', {
      account: 'admin',
      password: 'Admin@2026',
      smsCode,
    });
    expect(envelopeOf(again)).toEqual({ code: 4000, msg: '请先获取短信验证码', data: null });
  });

  it('signs in every demo operator with the rights of their role', async () => {
    const expected = [
      ['chushen', '陈静', ['domain:first-review']],
      ['zhongshen', '刘洋', ['domain:final-review']],
      ['shenji', '赵敏', ['audit:read']],
      ['bianji', '孙悦', ['content:edit']],
    ] as const;
    for (const [account, name, rights] of expected) {
      const session = await signInOperator(app, clock, account);
      expect(session).toMatchObject({ userType: 'primary', name, corName: null, rights });
    }
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrongPassword = await postApi(app, '/web/login/primary/msg-send', {
      account: 'bianji',
      password: 'Wrong@2026',
    });
    const unknownAccount = await postApi(app, '/web/login/primary/msg-send', {
      account: 'nobody',
      password: 'Edit@2026',
    });
    for (const response of [wrongPassword, unknownAccount]) {
      expect(envelopeOf(response)).toEqual({ code: 4000, msg: '账号或密码错误', data: null });
    }
    const unknownCheck = await postApi(app, '/web/login/primary/msg-check', {
      account: 'nobody',
      password: 'Edit@2026',
      code: '123456',
    });
    expect(envelopeOf(unknownCheck)).toEqual({ code: 4000, msg: '账号或密码错误', data: null });
  });

  it('locks the account for a minute after 5 wrong passwords in a row, then lets it in again', async () => {
    clock.advance(61_000);
    // From five addresses, so that only the account's own count is at work (a single address is
    // throttled after its fifth failure: auth-operator-lockout.test.ts).
    const wrong = (index: number) =>
      app.inject({
        method: 'POST',
        url: `${api}/web/login/primary/msg-send`,
        payload: JSON.stringify({ account: 'shenji', password: 'Wrong@2026' }),
        headers: { 'content-type': 'application/json' },
        remoteAddress: `10.9.9.${String(index)}`,
      });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(envelopeOf(await wrong(attempt)).code).toBe(4000);
    }
    const locking = await wrong(5);
    expect(locking.statusCode).toBe(429);
    expect(envelopeOf(locking)).toEqual({
      code: 4290,
      msg: '账号已锁定，请 1 分钟后再试',
      data: null,
    });

    // Locked: even the right password is refused, at every step of the login.
    clock.advance(30_000);
    const right = { account: 'shenji', password: demoPasswords.shenji };
    expect(envelopeOf(await postApi(app, '/web/login/primary/msg-send', right))).toEqual({
      code: 4290,
      msg: '账号已锁定，请 1 分钟后再试',
      data: null,
    });
    expect(
      envelopeOf(await postApi(app, '/web/login/primary', { ...right, smsCode: '123456' })).code,
    ).toBe(4290);

    clock.advance(30_000);
    const session = await signInOperator(app, clock, 'shenji');
    expect(session.name).toBe('赵敏');
    const [row] = await app.db
      .select({ failedLogins: operators.failedLogins, lockedUntil: operators.lockedUntil })
      .from(operators)
      .where(eq(operators.account, 'shenji'));
    expect(row).toEqual({ failedLogins: 0, lockedUntil: null });
  });

  it('counts only consecutive failures: a right password resets the count', async () => {
    clock.advance(61_000);
    const attempt = (password: string) =>
      postApi(app, '/web/login/primary/msg-send', { account: 'zhongshen', password });
    for (let round = 0; round < 2; round += 1) {
      for (let failure = 0; failure < 4; failure += 1) {
        expect(envelopeOf(await attempt('Wrong@2026')).code).toBe(4000);
      }
      clock.advance(61_000);
      expect(envelopeOf(await attempt(demoPasswords.zhongshen)).code).toBe(0);
    }
  });

  it('refuses a disabled account after checking its password', async () => {
    await app.db
      .update(operators)
      .set({ status: 'disabled' })
      .where(eq(operators.account, 'bianji'));
    try {
      clock.advance(61_000);
      const wrong = await postApi(app, '/web/login/primary/msg-send', {
        account: 'bianji',
        password: 'Wrong@2026',
      });
      expect(envelopeOf(wrong).code).toBe(4000);
      const right = await postApi(app, '/web/login/primary/msg-send', {
        account: 'bianji',
        password: demoPasswords.bianji,
      });
      expect(envelopeOf(right)).toEqual({
        code: 1001,
        msg: '账号已被停用，请联系平台管理员',
        data: null,
      });
    } finally {
      await app.db
        .update(operators)
        .set({ status: 'enabled' })
        .where(eq(operators.account, 'bianji'));
    }
  });

  it('keeps passwords as scrypt hashes and session tokens as SHA-256 hashes only', async () => {
    const stored = await app.db
      .select({ account: operators.account, passwordHash: operators.passwordHash })
      .from(operators);
    expect(stored).toHaveLength(5);
    for (const { account, passwordHash } of stored) {
      expect(passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
      const password = Object.entries(demoPasswords).find(([name]) => name === account)?.[1];
      expect(password).toBeDefined();
      expect(passwordHash).not.toContain(password);
    }
    const hashes = new Set(stored.map((row) => row.passwordHash));
    expect(hashes.size).toBe(5);

    const session = await signInOperator(app, clock, 'chushen');
    const rows = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSessionToken(session.token));
    expect(rows.some((row) => row.tokenHash.includes(session.token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('seeds the five roles with their rights', async () => {
    const rows = await app.db
      .select({ code: roles.code, name: roles.name, rights: roles.rights })
      .from(roles);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          code: 'admin',
          name: '系统管理员',
          rights: [
            'admin:manage',
            'content:edit',
            'domain:first-review',
            'domain:final-review',
            'audit:read',
          ],
        },
        { code: 'first-reviewer', name: '初审员', rights: ['domain:first-review'] },
        { code: 'final-reviewer', name: '终审员', rights: ['domain:final-review'] },
        { code: 'auditor', name: '审计员', rights: ['audit:read'] },
        { code: 'content-editor', name: '内容编辑', rights: ['content:edit'] },
      ]),
    );
    expect(rows).toHaveLength(5);
  });
});

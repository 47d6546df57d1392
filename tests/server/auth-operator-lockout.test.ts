/**
 * What a caller who does not know an operator's password can do to that operator: wrong passwords are
 * throttled per client address (LOGIN_FAILURE_LIMIT_PER_ADDRESS, 20 in ten minutes) and per account
 * name and address (5 in ten minutes), the account lock is progressive and short (1, 2, 4, 8, then
 * 15 minutes; a successful login starts over), and the SMS code step needs the password, so nobody
 * without it can use up or void a pending code. Every lock is a security event in the operation log.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { operationLog, operators, rateLimitCounters, smsCodes } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import {
  api,
  demoPasswords,
  demoPhones,
  latestCodeFor,
  sessionOf,
  signInOperator,
  type DemoAccount,
} from '../support/server-auth';

type AdminLogPage = components['schemas']['AdminLogPage'];

const second = 1000;
const minute = 60 * second;
const throttled = (minutes: number) => `登录失败次数过多，请 ${String(minutes)} 分钟后再试`;
const locked = (minutes: number) => `账号已锁定，请 ${String(minutes)} 分钟后再试`;

describe('operator login: nobody without the password can lock an operator out', () => {
  let app: FastifyInstance;
  // On a ten-minute boundary, so the per-address windows start with each test.
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  function post(pathName: string, body: object, address: string) {
    return app.inject({
      method: 'POST',
      url: `${api}${pathName}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: address,
    });
  }

  const sendCode = (account: string, password: string, address: string) =>
    post('/web/login/primary/msg-send', { account, password }, address);

  /** Status, code and message of a login step's answer. */
  async function answerOf(pending: ReturnType<typeof post>) {
    const response = await pending;
    const { code, msg } = envelopeOf(response);
    return { status: response.statusCode, code, msg };
  }

  /** The whole login of a demo operator from one address. */
  async function signInFrom(account: DemoAccount, address: string) {
    const password = demoPasswords[account];
    expect(await answerOf(sendCode(account, password, address))).toMatchObject({ code: 0 });
    const smsCode = await latestCodeFor(app, demoPhones[account]);
    const checked = envelopeOf(
      await post('/web/login/primary/msg-check', { account, password, code: smsCode }, address),
    );
    expect(checked).toMatchObject({ code: 0, data: { verified: true } });
    return sessionOf(
      envelopeOf(await post('/web/login/primary', { account, password, smsCode }, address)),
    );
  }

  async function lockState(account: string) {
    const [row] = await app.db
      .select({ failedLogins: operators.failedLogins, lockedUntil: operators.lockedUntil })
      .from(operators)
      .where(eq(operators.account, account));
    if (row === undefined) throw new Error(`no operator ${account}`);
    return row;
  }

  async function securityEvents() {
    const rows = await app.db
      .select({ detail: operationLog.detail, ip: operationLog.ip, action: operationLog.action })
      .from(operationLog)
      .where(eq(operationLog.action, 'rateLimited'));
    return rows;
  }

  /** Moves the clock to the next ten-minute boundary, where fresh per-address windows start. */
  function nextWindow() {
    const now = clock.now().getTime();
    clock.advance(10 * minute - (now % (10 * minute)));
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  beforeEach(async () => {
    nextWindow();
    await app.db.delete(rateLimitCounters);
    await app.db.delete(operationLog);
    await app.db.update(operators).set({ failedLogins: 0, lockedUntil: null });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('50 parallel wrong passwords from one address: the address is throttled, the account locked for one minute only', async () => {
    const start = clock.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => answerOf(sendCode('admin', 'Wrong@2026', '10.6.6.6'))),
    );
    const wrongPassword = answers.filter((answer) => answer.code === 4000);
    const refused = answers.filter((answer) => answer.code === 4290);
    const state = await lockState('admin');
    const lockMs = (state.lockedUntil?.getTime() ?? start.getTime()) - start.getTime();
    console.info(
      `50 parallel wrong passwords for admin from one address: ${String(wrongPassword.length)} × 4000 ` +
        `(账号或密码错误), ${String(refused.length)} × 4290 ` +
        `(${[...new Set(refused.map((answer) => `${String(answer.status)} ${answer.msg}`))].join('; ')}); ` +
        `passwords checked and counted: ${String(state.failedLogins)}; account locked for ` +
        `${String(lockMs / 1000)} s`,
    );

    expect(answers.every((answer) => answer.code === 4000 || answer.code === 4290)).toBe(true);
    // Only one lock's worth of passwords was ever checked; everything else was refused unread.
    expect(state.failedLogins).toBe(5);
    expect(wrongPassword.length).toBeLessThanOrEqual(4);
    expect(refused.length).toBeGreaterThanOrEqual(46);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(lockMs).toBe(minute);

    // The address is throttled for every account, the right password included, until its window ends.
    expect(await answerOf(sendCode('admin', demoPasswords.admin, '10.6.6.6'))).toEqual({
      status: 429,
      code: 4290,
      msg: throttled(10),
    });
    expect(await answerOf(sendCode('bianji', demoPasswords.bianji, '10.6.6.6'))).toEqual({
      status: 429,
      code: 4290,
      msg: throttled(10),
    });

    // The real admin elsewhere waits out the one-minute lock, then signs in.
    clock.advance(30 * second);
    expect(await answerOf(sendCode('admin', demoPasswords.admin, '10.7.7.7'))).toEqual({
      status: 429,
      code: 4290,
      msg: locked(1),
    });
    clock.advance(30 * second);
    const session = await signInFrom('admin', '10.7.7.7');
    expect(session.name).toBe('系统管理员');
    expect(await lockState('admin')).toEqual({ failedLogins: 0, lockedUntil: null });

    // One lock, recorded once; the flood recorded once per limit, not fifty times.
    const events = await securityEvents();
    expect(events).toEqual(
      expect.arrayContaining([
        {
          action: 'rateLimited',
          detail: '账号 admin 连续 5 次密码错误，锁定 1 分钟（第 1 次锁定）',
          ip: '10.6.6.6',
        },
        {
          action: 'rateLimited',
          detail: '登录失败次数过多（10 分钟内 20 次），已暂停此来源地址的运营人员登录',
          ip: '10.6.6.6',
        },
        {
          action: 'rateLimited',
          detail: '账号 admin 在此来源地址登录失败次数过多（10 分钟内 5 次），已暂停其在此地址登录',
          ip: '10.6.6.6',
        },
        { action: 'rateLimited', detail: '账号 admin 锁定期间尝试登录，已拒绝', ip: '10.7.7.7' },
      ]),
    );
    expect(events).toHaveLength(4);
  });

  it('locks progressively (1, 2, 4, 8, 15, 15 minutes) and a successful login starts over', async () => {
    const expectedMinutes = [1, 2, 4, 8, 15, 15];
    for (const [round, minutes] of expectedMinutes.entries()) {
      const answers = [];
      // Five addresses, one wrong password each: only the account's own count is at work here.
      for (let index = 1; index <= 5; index += 1) {
        answers.push(
          await answerOf(
            sendCode('chushen', 'Wrong@2026', `10.20.${String(round)}.${String(index)}`),
          ),
        );
      }
      expect(answers.slice(0, 4).map((answer) => answer.code)).toEqual([4000, 4000, 4000, 4000]);
      expect(answers[4]).toEqual({ status: 429, code: 4290, msg: locked(minutes) });
      expect((await lockState('chushen')).lockedUntil).toEqual(
        new Date(clock.now().getTime() + minutes * minute),
      );
      // Locked: the right password is refused too, and does not lengthen the lock.
      clock.advance(minutes * minute - second);
      expect(await answerOf(sendCode('chushen', demoPasswords.chushen, '10.21.0.1'))).toMatchObject(
        { code: 4290, msg: locked(1) },
      );
      clock.advance(second);
    }

    // Every lock is a security event that the operation log shows (category 安全事件).
    const admin = await signInOperator(app, clock, 'admin');
    const logged = envelopeOf(
      await app.inject({
        method: 'POST',
        url: `${api}/primary/audit/admin-log`,
        payload: JSON.stringify({ category: 'security', action: 'rateLimited', pageSize: 50 }),
        headers: { 'content-type': 'application/json', 'user-token': admin.token },
      }),
    );
    expect(logged.code).toBe(0);
    const lockDetails = (logged.data as AdminLogPage).list
      .map((entry) => entry.detail)
      .filter((detail) => detail.includes('连续 5 次密码错误'))
      .reverse();
    expect(lockDetails).toEqual(
      expectedMinutes.map(
        (minutes, index) =>
          `账号 chushen 连续 5 次密码错误，锁定 ${String(minutes)} 分钟（第 ${String(index + 1)} 次锁定）`,
      ),
    );

    // A successful login starts over: the next lock is one minute again.
    await signInFrom('chushen', '10.22.0.1');
    for (let index = 1; index <= 5; index += 1) {
      await sendCode('chushen', 'Wrong@2026', `10.23.0.${String(index)}`);
    }
    expect((await lockState('chushen')).lockedUntil).toEqual(
      new Date(clock.now().getTime() + minute),
    );
  });

  it('forgets the length of a lock five quiet minutes after it ended', async () => {
    const lockFrom = async (prefix: string) => {
      for (let index = 1; index <= 5; index += 1) {
        await sendCode('zhongshen', 'Wrong@2026', `${prefix}.${String(index)}`);
      }
      return ((await lockState('zhongshen')).lockedUntil?.getTime() ?? 0) - clock.now().getTime();
    };
    expect(await lockFrom('10.24.0')).toBe(minute);
    clock.advance(minute);
    expect(await lockFrom('10.24.1')).toBe(2 * minute);
    clock.advance(2 * minute + 4 * minute + 59 * second);
    expect(await lockFrom('10.24.2')).toBe(4 * minute);
    clock.advance(4 * minute + 5 * minute);
    expect(await lockFrom('10.24.3')).toBe(minute);
  });

  it('one address cannot keep an account locked: an hour of wrong passwords locks it 6 minutes', async () => {
    const start = clock.now().getTime();
    let lockedMinutes = 0;
    let longestLockMs = 0;
    const answers = new Map<string, number>();
    for (let elapsed = 0; elapsed < 60; elapsed += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await answerOf(sendCode('shenji', 'Wrong@2026', '10.30.0.1'));
        const key = `${String(answer.code)} ${answer.msg.replace(/\d+ 分钟/, 'N 分钟')}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
      const { lockedUntil } = await lockState('shenji');
      const now = clock.now().getTime();
      if (lockedUntil !== null && lockedUntil.getTime() > now) {
        lockedMinutes += 1;
        longestLockMs = Math.max(longestLockMs, lockedUntil.getTime() - now);
      }
      clock.advance(minute);
    }
    console.info(
      `one address, 5 wrong passwords a minute for shenji during ${String((clock.now().getTime() - start) / minute)} ` +
        `minutes: locked in ${String(lockedMinutes)} of 60 minutes, longest lock ${String(longestLockMs / 1000)} s; ` +
        `answers: ${[...answers].map(([key, count]) => `${String(count)} × ${key}`).join(', ')}`,
    );
    expect(longestLockMs).toBe(minute);
    expect(lockedMinutes).toBe(6);
    // The real operator, from another address, signs in.
    expect((await signInFrom('shenji', '10.30.0.2')).name).toBe('赵敏');
  });

  it('throttles an address after 20 failures, whatever the accounts, and only that address', async () => {
    const codes = [];
    for (let index = 0; index < 20; index += 1) {
      codes.push((await answerOf(sendCode(`guess${String(index)}`, 'x', '10.40.0.1'))).code);
    }
    expect(codes).toEqual([...Array.from({ length: 19 }, () => 4000), 4290]);
    // Refused before the password is read: the account is not touched.
    expect(await answerOf(sendCode('bianji', 'Wrong@2026', '10.40.0.1'))).toEqual({
      status: 429,
      code: 4290,
      msg: throttled(10),
    });
    expect(await answerOf(sendCode('bianji', demoPasswords.bianji, '10.40.0.1'))).toEqual({
      status: 429,
      code: 4290,
      msg: throttled(10),
    });
    expect((await lockState('bianji')).failedLogins).toBe(0);
    expect(await answerOf(sendCode('bianji', demoPasswords.bianji, '10.40.0.2'))).toEqual({
      status: 200,
      code: 0,
      msg: '验证码已发送',
    });
    clock.advance(7 * minute + 30 * second);
    expect((await answerOf(sendCode('bianji', 'x', '10.40.0.1'))).msg).toBe(throttled(3));
    clock.advance(2 * minute + 30 * second);
    expect((await signInFrom('bianji', '10.40.0.1')).name).toBe('孙悦');
    expect(await securityEvents()).toEqual([
      {
        action: 'rateLimited',
        detail: '登录失败次数过多（10 分钟内 20 次），已暂停此来源地址的运营人员登录',
        ip: '10.40.0.1',
      },
    ]);
  });

  it('someone with only the account name cannot void or use up the pending SMS code', async () => {
    expect(await answerOf(sendCode('admin', demoPasswords.admin, '10.50.0.1'))).toMatchObject({
      code: 0,
    });
    const smsCode = await latestCodeFor(app, demoPhones.admin);
    const guess = smsCode === '000000' ? '111111' : '000000';

    // Without the password, or with a wrong one, the code is never looked at.
    for (let index = 0; index < 6; index += 1) {
      const attacker = `10.51.0.${String(index)}`;
      const noPassword = await answerOf(
        post('/web/login/primary/msg-check', { account: 'admin', code: guess }, attacker),
      );
      expect(noPassword.code).toBe(4000);
      const wrongPassword = await answerOf(
        post(
          '/web/login/primary/msg-check',
          { account: 'admin', password: 'Guess@2026', code: guess },
          attacker,
        ),
      );
      expect(wrongPassword.code === 4000 || wrongPassword.code === 4290).toBe(true);
      expect(wrongPassword.msg).not.toContain('验证码');
      const signIn = await answerOf(
        post(
          '/web/login/primary',
          { account: 'admin', password: 'Guess@2026', smsCode: guess },
          attacker,
        ),
      );
      expect(signIn.msg).not.toContain('验证码');
    }
    const [code] = await app.db
      .select({ failedAttempts: smsCodes.failedAttempts, voidedAt: smsCodes.voidedAt })
      .from(smsCodes)
      .innerJoin(operators, eq(operators.id, smsCodes.operatorId))
      .where(eq(operators.account, 'admin'));
    expect(code).toEqual({ failedAttempts: 0, voidedAt: null });

    // The attacker's wrong passwords locked the account for a minute: the admin waits it out.
    clock.advance(minute);
    const { lockedUntil } = await lockState('admin');
    expect((lockedUntil?.getTime() ?? 0) <= clock.now().getTime()).toBe(true);

    const password = demoPasswords.admin;
    // A wrong code from the admin (who has the password) counts as before.
    expect(
      envelopeOf(
        await post(
          '/web/login/primary/msg-check',
          { account: 'admin', password, code: guess },
          '10.50.0.1',
        ),
      ),
    ).toEqual({ code: 0, msg: '验证码错误', data: { verified: false, remainingAttempts: 4 } });
    const session = sessionOf(
      envelopeOf(
        await post('/web/login/primary', { account: 'admin', password, smsCode }, '10.50.0.1'),
      ),
    );
    expect(session.name).toBe('系统管理员');
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../server/db/schema';
import type { SmsSender } from '../../server/kernel/sms-sender';
import {
  demoPasswords,
  demoPhones,
  latestCodeFor,
  postApi,
  readOutbox,
  sessionOf,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const second = 1000;
const minute = 60 * second;

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('login SMS codes', () => {
  let app: FastifyInstance;
  // 09:00 in China: the whole test stays within one Chinese calendar day until it moves past midnight.
  const clock = new ManualClock('2026-11-22T01:00:00.000Z');

  const send = (account: keyof typeof demoPasswords) =>
    postApi(app, '/web/login/primary/msg-send', { account, password: demoPasswords[account] });
  const check = (account: keyof typeof demoPasswords, code: string) =>
    postApi(app, '/web/login/primary/msg-check', {
      account,
      password: demoPasswords[account],
      code,
    });
  const signIn = (account: keyof typeof demoPasswords, smsCode: string) =>
    postApi(app, '/web/login/primary', { account, password: demoPasswords[account], smsCode });

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends once a minute per phone, and says how long to wait', async () => {
    expect(envelopeOf(await send('admin')).code).toBe(0);
    clock.advance(20 * second);
    expect(envelopeOf(await send('admin'))).toEqual({
      code: 4290,
      msg: '操作过于频繁，请 40 秒后再试',
      data: null,
    });
    clock.advance(40 * second);
    expect(envelopeOf(await send('admin')).code).toBe(0);
    expect(
      (await readOutbox(app)).filter((message) => message.phone === demoPhones.admin),
    ).toHaveLength(2);
  });

  it('keeps only the newest code: sending again voids the one before', async () => {
    clock.advance(minute);
    expect(envelopeOf(await send('chushen')).code).toBe(0);
    clock.advance(minute);
    expect(envelopeOf(await send('chushen')).code).toBe(0);
    const newest = await latestCodeFor(app, demoPhones.chushen);
    const rows = await app.db
      .select({ createdAt: smsCodes.createdAt, voidedAt: smsCodes.voidedAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, demoPhones.chushen))
      .orderBy(smsCodes.createdAt);
    expect(rows.map((row) => row.voidedAt)).toEqual([clock.now(), null]);
    expect(envelopeOf(await check('chushen', newest)).data).toMatchObject({ verified: true });
  });

  it('sends at most ten codes a day to one phone, and again from midnight (China time)', async () => {
    clock.advance(minute);
    for (let sent = 1; sent <= 10; sent += 1) {
      expect(envelopeOf(await send('zhongshen')).code).toBe(0);
      clock.advance(minute + second);
    }
    expect(envelopeOf(await send('zhongshen'))).toEqual({
      code: 4290,
      msg: '该手机号今日获取验证码已达 10 次上限，请明天再试',
      data: null,
    });
    // Midnight in China is 16:00 UTC.
    const untilMidnight = Date.parse('2026-11-22T16:00:00.000Z') - clock.now().getTime();
    clock.advance(untilMidnight - second);
    expect(envelopeOf(await send('zhongshen')).code).toBe(4290);
    clock.advance(second);
    expect(envelopeOf(await send('zhongshen')).code).toBe(0);
  });

  it('expires a code after five minutes', async () => {
    clock.advance(minute);
    expect(envelopeOf(await send('shenji')).code).toBe(0);
    const code = await latestCodeFor(app, demoPhones.shenji);
    clock.advance(5 * minute - second);
    expect(envelopeOf(await check('shenji', code)).data).toMatchObject({ verified: true });
    clock.advance(second);
    const expired = { code: 4000, msg: '验证码已过期，请重新获取', data: null };
    expect(envelopeOf(await check('shenji', code))).toEqual(expired);
    expect(envelopeOf(await signIn('shenji', code))).toEqual(expired);
  });

  it('voids a code after five wrong tries, counting the login step too', async () => {
    clock.advance(minute);
    expect(envelopeOf(await send('bianji')).code).toBe(0);
    const code = await latestCodeFor(app, demoPhones.bianji);
    const wrong = otherCode(code);
    for (const remainingAttempts of [4, 3, 2]) {
      expect(envelopeOf(await check('bianji', wrong))).toEqual({
        code: 0,
        msg: '验证码错误',
        data: { verified: false, remainingAttempts },
      });
    }
    expect(envelopeOf(await signIn('bianji', wrong))).toEqual({
      code: 4000,
      msg: '验证码错误，还可尝试 1 次',
      data: null,
    });
    expect(envelopeOf(await check('bianji', wrong)).data).toEqual({
      verified: false,
      remainingAttempts: 0,
    });
    const voided = { code: 4290, msg: '验证码错误次数过多，请重新获取', data: null };
    expect(envelopeOf(await check('bianji', code))).toEqual(voided);
    expect(envelopeOf(await signIn('bianji', code))).toEqual(voided);

    // A new code works again.
    clock.advance(minute);
    expect(envelopeOf(await send('bianji')).code).toBe(0);
    const fresh = await latestCodeFor(app, demoPhones.bianji);
    expect(sessionOf(envelopeOf(await signIn('bianji', fresh))).name).toBe('孙悦');
  });

  it('refuses a check or a login when no code was asked for', async () => {
    await app.db.delete(smsCodes);
    const none = { code: 4000, msg: '请先获取短信验证码', data: null };
    expect(envelopeOf(await check('admin', '123456'))).toEqual(none);
    expect(envelopeOf(await signIn('admin', '123456'))).toEqual(none);
  });

  it('stores codes only as hashes', async () => {
    clock.advance(minute);
    expect(envelopeOf(await send('admin')).code).toBe(0);
    const code = await latestCodeFor(app, demoPhones.admin);
    const rows = await app.db.select().from(smsCodes).where(eq(smsCodes.phone, demoPhones.admin));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('an SMS gateway that fails', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T01:00:00.000Z');
  let failing = true;
  const delivered: { phone: string; text: string }[] = [];
  const flakyGateway: SmsSender = {
    send(phone, text) {
      if (failing) return Promise.reject(new Error('gateway timeout'));
      delivered.push({ phone, text });
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    app = await buildTestApp({ clock, smsSender: flakyGateway });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says the code was not sent, and does not count it against the limits', async () => {
    const response = await postApi(app, '/web/login/primary/msg-send', {
      account: 'admin',
      password: demoPasswords.admin,
    });
    expect(envelopeOf(response)).toEqual({
      code: 5000,
      msg: '短信验证码发送失败，请稍后重试',
      data: null,
    });
    expect(await app.db.select().from(smsCodes)).toEqual([]);

    failing = false;
    const retried = await postApi(app, '/web/login/primary/msg-send', {
      account: 'admin',
      password: demoPasswords.admin,
    });
    expect(envelopeOf(retried).code).toBe(0);
    expect(delivered).toEqual([
      { phone: '13800001001', text: expect.stringContaining('登录验证码') as unknown },
    ]);
  });
});

/**
 * `web/login/uuid` cannot fill the database: a browser that asks again gets its own pending login
 * attempt back (named by an HttpOnly cookie) instead of a new row; calls per address are limited
 * (LOGIN_UUID_LIMIT_PER_ADDRESS, 600 in ten minutes by default) with HTTP 429 and code 4290; expired
 * attempts are deleted when a new one is stored. A normal visitor, or many behind one address, never
 * meets the limit.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, ssoLoginAttempts } from '../../server/db/schema';
import { postSsoForm } from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const api = '/alpha-portal/api/v1';
const minute = 60 * 1000;
const defaultLimit = 600;
/** Thousands of requests: generous on a busy machine or PostgreSQL. */
const manyCallsTimeoutMs = 300_000;
const cookieName = 'portal_login_attempt';

type Caller = { ip: string; cookie?: string | null; host?: string };

function callUuid(app: FastifyInstance, caller: Caller): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${api}/web/login/uuid?t=1`,
    remoteAddress: caller.ip,
    headers: {
      ...(caller.cookie ? { cookie: `${cookieName}=${caller.cookie}` } : {}),
      ...(caller.host ? { host: caller.host } : {}),
    },
  });
}

function uuidOf(response: LightMyRequestResponse): string {
  return new URL(String(envelopeOf(response).data)).searchParams.get('uuid') ?? '';
}

/** The attempt the answer's cookie names, with the cookie's attributes. */
function cookieOf(response: LightMyRequestResponse): { value: string; attributes: string } {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((candidate) =>
    candidate.startsWith(`${cookieName}=`),
  );
  if (line === undefined) throw new Error('no login attempt cookie');
  const [pair = '', ...attributes] = line.split('; ');
  return { value: pair.slice(cookieName.length + 1), attributes: attributes.join('; ') };
}

describe('web/login/uuid: bounded', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  async function attemptRows(): Promise<number> {
    const [row] = await app.db.select({ rows: count() }).from(ssoLoginAttempts);
    return row?.rows ?? 0;
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    '2,000 calls from one address without cookies: at most the limit stored, 4290 past it',
    async () => {
      const before = await attemptRows();
      const answers: { status: number; code: number; msg: string }[] = [];
      for (let call = 0; call < 2000; call += 1) {
        const response = await callUuid(app, { ip: '10.1.1.1' });
        const { code, msg } = envelopeOf(response);
        answers.push({ status: response.statusCode, code, msg });
      }
      const after = await attemptRows();
      const firstRefused = answers.findIndex((answer) => answer.code === 4290) + 1;
      console.info(
        `web/login/uuid, 2,000 calls from one address without cookies: ${String(before)} attempt rows before, ` +
          `${String(after)} after; first 4290 at call ${String(firstRefused)}`,
      );

      expect(firstRefused).toBe(defaultLimit + 1);
      expect(answers.slice(0, defaultLimit).every((answer) => answer.code === 0)).toBe(true);
      expect(answers.slice(defaultLimit)).toEqual(
        Array.from({ length: 2000 - defaultLimit }, () => ({
          status: 429,
          code: 4290,
          msg: '操作过于频繁，请 10 分钟后再试',
        })),
      );
      expect(after - before).toBe(defaultLimit);

      // Recorded once as a security event, not 1,400 times.
      const events = await app.db
        .select()
        .from(operationLog)
        .where(eq(operationLog.action, 'rateLimited'));
      expect(events).toMatchObject([
        { detail: '获取登录地址过于频繁（10 分钟内超过 600 次），已拒绝', ip: '10.1.1.1' },
      ]);

      // Another address is not held up by it, and the next window takes calls again.
      expect(envelopeOf(await callUuid(app, { ip: '10.1.1.2' })).code).toBe(0);
      clock.advance(10 * minute);
      expect(envelopeOf(await callUuid(app, { ip: '10.1.1.1' })).code).toBe(0);
      // Storing that one cleared every attempt that had expired meanwhile.
      expect(await attemptRows()).toBe(1);
    },
    manyCallsTimeoutMs,
  );

  it('a visitor who reloads every minute for two hours is never refused, and keeps one attempt', async () => {
    clock.advance(10 * minute);
    let cookie: string | null = null;
    let rowsAfterFirstLoad = 0;
    const codes = new Set<number>();
    const uuids = new Set<string>();
    for (let load = 0; load < 120; load += 1) {
      const response = await callUuid(app, { ip: '10.3.3.3', cookie });
      codes.add(envelopeOf(response).code);
      uuids.add(uuidOf(response));
      cookie = cookieOf(response).value;
      if (load === 0) rowsAfterFirstLoad = await attemptRows();
      clock.advance(minute);
    }
    expect([...codes]).toEqual([0]);
    expect(uuids.size).toBe(1);
    expect(await attemptRows()).toBe(rowsAfterFirstLoad);
  });

  it(
    '300 browsers behind one address, each loading a page now and then, are never refused',
    async () => {
      clock.advance(10 * minute);
      const cookies = new Map<number, string>();
      const codes = new Set<number>();
      // Each browser's first call, then a second page load of every browser a few minutes later.
      for (const round of [0, 1]) {
        for (let browser = 0; browser < 300; browser += 1) {
          const response = await callUuid(app, { ip: '10.4.4.4', cookie: cookies.get(browser) });
          codes.add(envelopeOf(response).code);
          cookies.set(browser, cookieOf(response).value);
        }
        if (round === 0) clock.advance(3 * minute);
      }
      expect([...codes]).toEqual([0]);
      expect(new Set(cookies.values()).size).toBe(300);
    },
    manyCallsTimeoutMs,
  );

  it('hands out the attempt again good for ten more minutes, and a new one once it expired', async () => {
    const first = await callUuid(app, { ip: '10.5.5.5' });
    const uuid = uuidOf(first);
    clock.advance(9 * minute);
    const again = await callUuid(app, { ip: '10.5.5.5', cookie: uuid });
    expect(uuidOf(again)).toBe(uuid);
    const [attempt] = await app.db
      .select()
      .from(ssoLoginAttempts)
      .where(eq(ssoLoginAttempts.uuid, uuid));
    expect(attempt?.expiresAt).toEqual(new Date(clock.now().getTime() + 10 * minute));

    clock.advance(10 * minute);
    const later = await callUuid(app, { ip: '10.5.5.5', cookie: uuid });
    expect(uuidOf(later)).not.toBe(uuid);
    expect(cookieOf(later).value).toBe(uuidOf(later));
    // The expired one is gone.
    expect(
      await app.db.select().from(ssoLoginAttempts).where(eq(ssoLoginAttempts.uuid, uuid)),
    ).toEqual([]);
  });

  it.each([
    ['unknown', '6f1c2a8e-3d4b-4c5a-9e8f-0a1b2c3d4e5f'],
    ['malformed', 'not-a-uuid'],
    ['injected', "x' OR '1'='1"],
  ])('starts a new attempt for a cookie naming an %s one', async (_label, cookie) => {
    const response = await callUuid(app, { ip: '10.6.6.6', cookie });
    expect(envelopeOf(response).code).toBe(0);
    expect(uuidOf(response)).not.toBe(cookie);
  });

  it('reuses an attempt only for the portal address it was made for', async () => {
    const first = await callUuid(app, { ip: '10.7.7.7', host: 'localhost' });
    const other = await callUuid(app, {
      ip: '10.7.7.7',
      host: '127.0.0.1',
      cookie: uuidOf(first),
    });
    expect(uuidOf(other)).not.toBe(uuidOf(first));
    expect(new URL(String(envelopeOf(other).data)).searchParams.get('service')).toBe(
      'http://127.0.0.1/login',
    );
  });

  it('never hands out an attempt the SSO stand-in has used', async () => {
    const first = await callUuid(app, { ip: '10.8.8.8' });
    const address = new URL(String(envelopeOf(first).data));
    const uuid = uuidOf(first);
    const posted = await postSsoForm(app, {
      uuid,
      service: address.searchParams.get('service') ?? '',
      identity: 'jiangsu-shuyuan',
    });
    expect(posted.statusCode).toBe(303);
    const next = await callUuid(app, { ip: '10.8.8.8', cookie: uuid });
    expect(uuidOf(next)).not.toBe(uuid);
  });

  it('uses up the browser’s attempt once web/login/second brings a ticket, legal person or not', async () => {
    for (const identity of ['suzhou-zhisuan', 'zhang-san']) {
      const first = await callUuid(app, { ip: '10.9.9.9' });
      const uuid = uuidOf(first);
      const service = new URL(String(envelopeOf(first).data)).searchParams.get('service') ?? '';
      // A ticket the SSO issued for another attempt: the portal only knows this browser's cookie.
      const other = await callUuid(app, { ip: '10.9.9.9' });
      const posted = await postSsoForm(app, { uuid: uuidOf(other), service, identity });
      const ticket = new URL(String(posted.headers.location)).searchParams.get('ticket') ?? '';
      const exchanged = await app.inject({
        method: 'POST',
        url: `${api}/web/login/second`,
        payload: JSON.stringify({ ticket, service }),
        headers: { 'content-type': 'application/json', cookie: `${cookieName}=${uuid}` },
      });
      expect(envelopeOf(exchanged).code).toBe(identity === 'zhang-san' ? 3166 : 0);
      const [attempt] = await app.db
        .select()
        .from(ssoLoginAttempts)
        .where(eq(ssoLoginAttempts.uuid, uuid));
      expect(attempt?.consumedAt).toEqual(clock.now());
      const next = await callUuid(app, { ip: '10.9.9.9', cookie: uuid });
      expect(uuidOf(next)).not.toBe(uuid);
    }
  });
});

describe('web/login/uuid: one browser', () => {
  let app: FastifyInstance;

  async function attemptRows(): Promise<number> {
    const [row] = await app.db.select({ rows: count() }).from(ssoLoginAttempts);
    return row?.rows ?? 0;
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock: new ManualClock('2026-11-22T02:00:00.000Z') });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    '2,000 calls from one browser (keeping its cookie): one attempt, 4290 past the limit',
    async () => {
      const before = await attemptRows();
      const first = await callUuid(app, { ip: '10.2.2.2' });
      const cookie = cookieOf(first);
      expect(cookie.value).toBe(uuidOf(first));
      expect(cookie.attributes).toBe(
        'Path=/alpha-portal/api/v1/web/login; Max-Age=600; HttpOnly; SameSite=Lax',
      );
      const uuids = new Set([uuidOf(first)]);
      let firstRefused = 0;
      for (let call = 2; call <= 2000; call += 1) {
        const response = await callUuid(app, { ip: '10.2.2.2', cookie: cookie.value });
        if (envelopeOf(response).code === 4290) {
          firstRefused ||= call;
          continue;
        }
        uuids.add(uuidOf(response));
      }
      const after = await attemptRows();
      console.info(
        `web/login/uuid, 2,000 calls from one browser: ${String(before)} attempt rows before, ` +
          `${String(after)} after; first 4290 at call ${String(firstRefused)}`,
      );
      expect(uuids.size).toBe(1);
      expect(after - before).toBe(1);
      expect(firstRefused).toBe(defaultLimit + 1);
    },
    manyCallsTimeoutMs,
  );
});

describe('web/login/uuid over https', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      config: { publicUrl: 'https://portal.test', loginUuidLimitPerAddress: 3 },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('marks the cookie Secure, and takes its limit from the configuration', async () => {
    const first = await callUuid(app, { ip: '10.10.10.10' });
    expect(cookieOf(first).attributes).toContain('; Secure');
    await callUuid(app, { ip: '10.10.10.10' });
    await callUuid(app, { ip: '10.10.10.10' });
    const fourth = await callUuid(app, { ip: '10.10.10.10' });
    expect(fourth.statusCode).toBe(429);
    expect(envelopeOf(fourth)).toEqual({
      code: 4290,
      msg: '操作过于频繁，请 10 分钟后再试',
      data: null,
    });
  });
});

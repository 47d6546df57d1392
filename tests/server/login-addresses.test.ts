import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ssoLoginAttempts } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const api = '/alpha-portal/api/v1';

describe('SSO addresses in demo mode (the stand-in on the request origin)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('hands out a login address with a fresh uuid and stores the attempt for ten minutes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/web/login/uuid?t=1763776800000`,
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { code, data } = envelopeOf(response);
    expect(code).toBe(0);
    const address = new URL(String(data));
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost:8080/dev-sso/login');
    expect(address.searchParams.get('service')).toBe('http://localhost:8080/login');
    expect(String(data)).toContain('service=http%3A%2F%2Flocalhost%3A8080%2Flogin');
    const uuid = address.searchParams.get('uuid') ?? '';
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [attempt] = await app.db
      .select()
      .from(ssoLoginAttempts)
      .where(eq(ssoLoginAttempts.uuid, uuid));
    expect(attempt).toMatchObject({
      service: 'http://localhost:8080/login',
      createdAt: new Date('2026-11-22T02:00:00.000Z'),
      expiresAt: new Date('2026-11-22T02:10:00.000Z'),
      consumedAt: null,
    });
  });

  it('gives every call without the attempt cookie its own uuid, and clears expired attempts', async () => {
    const first = envelopeOf(await app.inject({ method: 'GET', url: `${api}/web/login/uuid` }));
    // Ten minutes on, the first has expired: storing the second removes it.
    clock.advance(10 * 60 * 1000);
    const second = envelopeOf(await app.inject({ method: 'GET', url: `${api}/web/login/uuid` }));
    const uuidOf = (data: unknown) => new URL(String(data)).searchParams.get('uuid') ?? '';
    expect(uuidOf(first.data)).not.toBe(uuidOf(second.data));

    const stored = await app.db.select({ uuid: ssoLoginAttempts.uuid }).from(ssoLoginAttempts);
    expect(stored.map((row) => row.uuid)).toEqual([uuidOf(second.data)]);
  });

  it('hands out the logout address that returns to the home page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/web/login/out?t=1`,
      headers: { host: 'localhost:8080' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(response)).toEqual({
      code: 0,
      msg: '操作成功',
      data: 'http://localhost:8080/dev-sso/logout?service=http%3A%2F%2Flocalhost%3A8080%2Fhome',
    });
  });

  it('hands out the register address', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/web/login/register?t=1`,
      headers: { host: 'localhost:8080' },
    });
    expect(envelopeOf(response)).toEqual({
      code: 0,
      msg: '操作成功',
      data: 'http://localhost:8080/dev-sso/register',
    });
  });
});

describe('SSO addresses in demo mode for a Host header the server does not listen on', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ config: { host: '127.0.0.1', port: 8080 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['evil.example', 'evil.example:8080', '127.0.0.1:9999', 'localhost.evil.example:8080'])(
    'never hands out a login, logout or register address on %s',
    async (host) => {
      for (const operation of ['uuid', 'out', 'register']) {
        const response = await app.inject({
          method: 'GET',
          url: `${api}/web/login/${operation}`,
          headers: { host },
        });
        const { code, data } = envelopeOf(response);
        expect(code).toBe(0);
        expect(new URL(String(data)).origin, operation).toBe('http://127.0.0.1:8080');
        expect(String(data), operation).not.toContain('evil');
        expect(String(data), operation).not.toContain('9999');
      }
    },
  );

  it('takes the address the browser used when it is one of its own', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/web/login/uuid`,
      headers: { host: 'localhost:8080' },
    });
    expect(new URL(String(envelopeOf(response).data)).searchParams.get('service')).toBe(
      'http://localhost:8080/login',
    );
  });
});

describe('SSO addresses with a configured SSO and public address', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      config: {
        mode: 'production',
        ssoBaseUrl: 'https://sso.portal.test/cas',
        ssoValidationBaseUrl: 'https://sso.portal.test/cas',
        smsGatewayUrl: 'https://sms.portal.test/send',
        publicUrl: 'https://portal.test',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('uses SSO_BASE_URL and PUBLIC_URL instead of the request origin', async () => {
    const login = envelopeOf(
      await app.inject({
        method: 'GET',
        url: `${api}/web/login/uuid`,
        headers: { host: 'internal:9000' },
      }),
    );
    const address = new URL(String(login.data));
    expect(`${address.origin}${address.pathname}`).toBe('https://sso.portal.test/cas/login');
    expect(address.searchParams.get('service')).toBe('https://portal.test/login');

    const logout = envelopeOf(await app.inject({ method: 'GET', url: `${api}/web/login/out` }));
    expect(logout.data).toBe(
      'https://sso.portal.test/cas/logout?service=https%3A%2F%2Fportal.test%2Fhome',
    );

    const register = envelopeOf(
      await app.inject({ method: 'GET', url: `${api}/web/login/register` }),
    );
    expect(register.data).toBe('https://sso.portal.test/cas/register');
  });
});

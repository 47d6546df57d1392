import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSmsOutbox } from '../../server/db/schema';
import { MissingSmsGatewayError } from '../../server/plugins/auth-services';
import { demoPasswords, postApi } from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

const productionConfig = {
  mode: 'production',
  ssoBaseUrl: 'https://sso.portal.test/cas',
  ssoValidationBaseUrl: 'https://sso.portal.test/cas',
  smsGatewayUrl: 'https://sms.portal.test/api/send',
  smsGatewayToken: 'gateway-token',
  publicUrl: 'https://portal.test',
} as const;

describe('production mode', () => {
  let app: FastifyInstance;
  const outgoing: Request[] = [];

  beforeAll(async () => {
    app = await buildTestApp({
      clock: new ManualClock(),
      config: productionConfig,
      outboundFetch: (request) => {
        outgoing.push(request);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    '/dev/outbox',
    '/dev-sso/login?uuid=x&service=https%3A%2F%2Fportal.test%2Flogin',
    '/dev-sso/serviceValidate?ticket=ST-1&service=https%3A%2F%2Fportal.test%2Flogin',
    '/dev-sso/logout',
    '/dev-sso/register',
  ])('has no demo stand-in at %s (404)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(4040);
  });

  it('has no dev SSO sign-in form either', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev-sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'identity=zhang-san',
    });
    expect(response.statusCode).toBe(404);
  });

  it('seeds the roles but no demo operators', async () => {
    const refused = await postApi(app, '/web/login/primary/msg-send', {
      account: 'admin',
      password: demoPasswords.admin,
    });
    expect(envelopeOf(refused)).toEqual({ code: 4000, msg: '账号或密码错误', data: null });
    expect(outgoing).toEqual([]);
    expect(await app.db.select().from(devSmsOutbox)).toEqual([]);
  });

  it('validates SSO tickets with the configured SSO', async () => {
    const response = await postApi(app, '/web/login/second', {
      ticket: 'ST-abc',
      service: 'https://portal.test/login?preUrl=%2Fworkspace%2Fhome',
    });
    // The fake SSO answers 204 without a body: unreadable, so the user is told to try later.
    expect(envelopeOf(response).code).toBe(5000);
    const request = outgoing.at(-1);
    const url = new URL(request?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://sso.portal.test/cas/serviceValidate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'ST-abc',
      service: 'https://portal.test/login?preUrl=%2Fworkspace%2Fhome',
      format: 'JSON',
    });
  });
});

describe('starting in production', () => {
  it('refuses to start with the demo SMS outbox instead of a real gateway', async () => {
    const start = buildTestApp({ config: { ...productionConfig, smsGatewayUrl: null } });
    await expect(start).rejects.toBeInstanceOf(MissingSmsGatewayError);
    await expect(start).rejects.toThrow('必须设置 SMS_GATEWAY_URL（短信网关地址）');
  });
});

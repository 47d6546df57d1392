/**
 * The hardening headers beyond the Content-Security-Policy: Permissions-Policy and
 * Cross-Origin-Opener-Policy on every answer, HSTS only in production on a request that came over TLS
 * (here: from a trusted proxy that says so), and the SSO stand-in's cookie Secure over https.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/server-app';

const unknownApi = '/alpha-portal/api/v1/web/no-such-thing';
const overTls = { 'x-forwarded-proto': 'https' };

/** What production mode needs to start: a real SSO and SMS gateway, and the public address. */
const production = {
  mode: 'production',
  ssoBaseUrl: 'https://sso.portal.test/cas',
  ssoValidationBaseUrl: 'https://sso.portal.test/cas',
  smsGatewayUrl: 'https://sms.portal.test/api/send',
  smsGatewayToken: 'gateway-token',
  publicUrl: 'https://portal.test',
} as const;

describe('security headers', () => {
  let app: FastifyInstance | null = null;

  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('switches off unused browser features and isolates the window on every answer', async () => {
    app = await buildTestApp();
    for (const url of [unknownApi, '/workspace/home', '/dev-sso/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('sends HSTS in production over TLS only', async () => {
    app = await buildTestApp({ config: { ...production, trustProxy: ['127.0.0.1'] } });
    const overHttps = await app.inject({ method: 'GET', url: unknownApi, headers: overTls });
    expect(overHttps.headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const overHttp = await app.inject({ method: 'GET', url: unknownApi });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('never sends HSTS in demo mode, nor trusts a forwarded protocol from an untrusted peer', async () => {
    app = await buildTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    const demo = await app.inject({ method: 'GET', url: unknownApi, headers: overTls });
    expect(demo.headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await buildTestApp({ config: production });
    const untrusted = await app.inject({ method: 'GET', url: unknownApi, headers: overTls });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('makes the SSO stand-in cookie Secure when it is served over https', async () => {
    app = await buildTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    const overHttps = await app.inject({ method: 'GET', url: '/dev-sso/logout', headers: overTls });
    expect(String(overHttps.headers['set-cookie'])).toMatch(/dev_sso_identity=;.*; Secure/);
    const overHttp = await app.inject({ method: 'GET', url: '/dev-sso/logout' });
    expect(String(overHttp.headers['set-cookie'])).not.toContain('Secure');
  });
});

/**
 * The browser's share of the configuration (server/http/client-config.ts): every page the server
 * serves carries the SSO logout and register addresses to use when `web/login/out` or
 * `web/login/register` cannot be had (spec §8) — the configured ones, or in demo mode the SSO's own
 * (the stand-in's) as absolute addresses on the origin the browser used.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../server/config';
import { buildTestApp } from '../support/server-app';

const indexHtml =
  '<!doctype html><html lang="zh-CN"><head><title>江苏省公共数据授权运营平台</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

/** The configuration element's JSON; it must sit in the page's head. */
function configIn(body: string): unknown {
  const match = /<script type="application\/json" id="portal-config">([^<]*)<\/script>/.exec(body);
  if (match === null) throw new Error('the page carries no configuration');
  expect(match.index).toBeLessThan(body.indexOf('</head>'));
  return JSON.parse(match[1] ?? '');
}

/** A build: index.html, and with `ssr` a server renderer that draws /home. */
function writeDist(options: { ssr: boolean }): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-config-'));
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  if (options.ssr) {
    mkdirSync(path.join(distDir, '.ssr'));
    writeFileSync(
      path.join(distDir, '.ssr', 'entry-server.js'),
      [
        "export const serverRenderedPaths = ['/home'];",
        "export const pageAddress = (url) => (url.pathname === '/home' ? url : null);",
        'export function install() {}',
        'export async function renderPage() {',
        "  return { html: '<p>首页</p>', title: '首页', status: 200, prefetched: '[]', styles: '' };",
        '}',
      ].join('\n'),
    );
  }
  return distDir;
}

async function withApp(
  config: Partial<AppConfig> & { ssr?: boolean },
  test: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const { ssr = false, ...overrides } = config;
  const distDir = writeDist({ ssr });
  const app = await buildTestApp({ config: { ...overrides, distDir } });
  try {
    await test(app);
  } finally {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

describe('the configuration in the page', () => {
  it('in demo mode: the stand-in’s absolute addresses on the origin the browser used', async () => {
    await withApp({}, async (app) => {
      const page = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { ...html, host: 'localhost:8080' },
      });
      expect(page.statusCode).toBe(200);
      expect(configIn(page.body)).toEqual({
        ssoLogoutFallbackUrl: 'http://localhost:8080/dev-sso/logout',
        ssoRegisterFallbackUrl: 'http://localhost:8080/dev-sso/register',
      });
      // The stand-in answers there.
      for (const address of ['/dev-sso/logout', '/dev-sso/register']) {
        const standIn = await app.inject({ method: 'GET', url: address, headers: html });
        expect(standIn.statusCode).toBe(200);
      }
    });
  });

  it('in demo mode with PUBLIC_URL or SSO_BASE_URL: the addresses follow them', async () => {
    await withApp({ publicUrl: 'https://portal.example.cn' }, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/home', headers: html });
      expect(configIn(page.body)).toEqual({
        ssoLogoutFallbackUrl: 'https://portal.example.cn/dev-sso/logout',
        ssoRegisterFallbackUrl: 'https://portal.example.cn/dev-sso/register',
      });
    });
    await withApp({ ssoBaseUrl: 'https://sso.example.gov.cn/cas' }, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/home', headers: html });
      expect(configIn(page.body)).toEqual({
        ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/cas/logout',
        ssoRegisterFallbackUrl: 'https://sso.example.gov.cn/cas/register',
      });
    });
  });

  it('the configured addresses, as inert JSON that nothing in them can close', async () => {
    const configured = {
      ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/cas/logout?next=</script><b>',
      ssoRegisterFallbackUrl: 'https://zwfw.example.gov.cn/register?type=legal',
    };
    await withApp(configured, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/workspace/home', headers: html });
      expect(page.body).not.toContain('</script><b>');
      expect(page.body).toContain('next=\\u003c/script>\\u003cb>');
      expect(configIn(page.body)).toEqual(configured);
    });
  });

  it('on server-drawn pages and on /404 too', async () => {
    const configured = {
      ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/cas/logout',
      ssoRegisterFallbackUrl: 'https://zwfw.example.gov.cn/register',
    };
    await withApp({ ...configured, ssr: true }, async (app) => {
      const drawn = await app.inject({ method: 'GET', url: '/home', headers: html });
      expect(drawn.body).toContain('<div id="root"><p>首页</p></div>');
      expect(configIn(drawn.body)).toEqual(configured);
      const notFound = await app.inject({ method: 'GET', url: '/404', headers: html });
      expect(configIn(notFound.body)).toEqual(configured);
    });
  });

  it('in production: the configured addresses, never the absent stand-in', async () => {
    const configured = {
      ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/cas/logout',
      ssoRegisterFallbackUrl: 'https://zwfw.example.gov.cn/register',
    };
    await withApp(
      {
        ...configured,
        mode: 'production',
        ssoBaseUrl: 'https://sso.example.gov.cn/cas',
        ssoValidationBaseUrl: 'https://sso.example.gov.cn/cas',
        smsGatewayUrl: 'https://sms.example.gov.cn/send',
        publicUrl: 'https://portal.example.cn',
      },
      async (app) => {
        const page = await app.inject({ method: 'GET', url: '/login', headers: html });
        expect(configIn(page.body)).toEqual(configured);
        expect(page.body).not.toContain('/dev-sso');
        // The page may make its logout call to the SSO, at the usual address or the fallback.
        const policy = String(page.headers['content-security-policy']).split('; ');
        expect(policy).toContain("connect-src 'self' https://sso.example.gov.cn");
        expect(policy).toContain("script-src 'self'");
      },
    );
  });
});

describe('the Content-Security-Policy', () => {
  it('lets the page connect to the SSO and to a fallback logout address elsewhere, nothing more', async () => {
    const app = await buildTestApp({
      config: {
        ssoBaseUrl: 'https://sso.example.gov.cn/cas',
        ssoLogoutFallbackUrl: 'https://backup-sso.example.gov.cn:8443/logout?x=1',
        ssoRegisterFallbackUrl: 'https://zwfw.example.gov.cn/register',
      },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/alpha-portal/api/v1/web/login/out`,
      });
      const policy = String(response.headers['content-security-policy']).split('; ');
      expect(policy).toContain(
        "connect-src 'self' https://sso.example.gov.cn https://backup-sso.example.gov.cn:8443",
      );
    } finally {
      await app.close();
    }
  });

  it('in demo mode with the stand-in: the portal itself only', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/alpha-portal/api/v1/web/login/out`,
      });
      expect(String(response.headers['content-security-policy']).split('; ')).toContain(
        "connect-src 'self'",
      );
    } finally {
      await app.close();
    }
  });
});

describe('the page without a build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is not served at all (the API alone runs)', async () => {
    const page = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(page.statusCode).toBe(404);
  });
});

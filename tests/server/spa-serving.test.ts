import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf } from '../support/server-app';

const indexHtml =
  '<!doctype html><html lang="zh-CN"><head><title>江苏省公共数据授权运营平台</title></head><body><div id="root"></div></body></html>';
const bundle = `console.log(${JSON.stringify('江苏省公共数据授权运营平台 '.repeat(200))});`;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(path.join(distDir, 'assets', 'index-3f9a1c.js'), bundle);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp({ config: { distDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/home',
    '/workspace/home',
    '/nj',
    '/dataResource/detail?id=42',
    '/anything/at/all',
  ])('answers the page address %s with index.html, revalidated on every visit', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // index.html as built, with the browser's share of the configuration at the end of its head.
    const [configElement = ''] =
      /<script type="application\/json" id="portal-config">[^<]*<\/script><\/head>/.exec(
        response.body,
      ) ?? [];
    expect(configElement).not.toBe('');
    expect(response.body.replace(configElement, '</head>')).toBe(indexHtml);
  });

  it('answers /404, the not-found page, with index.html and the status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/404', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('lets browsers keep hashed assets for a year, compressed when they ask', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(bundle);
  });

  it('serves other files of the build with a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['/alpha-portal/api/v1/no-such-thing', '接口不存在'],
    ['/dev-sso/nowhere', '请求的地址不存在'],
    ['/dev/nowhere', '请求的地址不存在'],
  ])('never answers %s with the SPA', async (url, msg) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toEqual({ code: 4040, msg, data: null });
  });

  it('answers a missing file that is not a page with 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing-1a2b3c.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(4040);
  });

  it('still answers the API next to the SPA', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/web/login/register?t=1',
      headers: html,
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(envelopeOf(response).code).toBe(0);
  });

  it.each([
    '/workspace/home',
    '/assets/index-3f9a1c.js',
    '/alpha-portal/api/v1/web/login/register',
    '/alpha-portal/x',
  ])('sends the security headers on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.split(';').find((part) => part.trim().startsWith('script-src'))).not.toMatch(
      /unsafe-inline|unsafe-eval/,
    );
  });
});

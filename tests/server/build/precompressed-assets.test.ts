/**
 * How the server sends the build's assets with the copies the build compressed
 * (scripts/build/precompress-assets.ts, server/plugins/spa.ts): the brotli copy to a browser that
 * accepts brotli, the gzip copy to one that accepts only gzip, the file itself to the others, each as
 * written, with its length and the year-long cache; never compressed a second time. An asset without
 * copies, the API's answers and the pages are still compressed on the fly.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../scripts/build/precompress-assets';
import { buildTestApp, envelopeOf } from '../../support/server-app';

const script = Array.from(
  { length: 600 },
  (_line, index) => `export const part${index}=e=>e.map(t=>t.title+"数据资源${index % 11}");`,
).join('\n');
// More than @fastify/compress's 1 KB threshold, as the built index.html is.
const indexHtml = `<!doctype html><html lang="zh-CN"><head><title>江苏省公共数据授权运营平台</title>${'<link rel="modulepreload" href="/assets/start-2-0f1e2d.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`;
const immutable = 'public, max-age=31536000, immutable';
const browser = 'gzip, deflate, br, zstd';

describe('serving the precompressed assets', () => {
  let app: FastifyInstance;
  let distDir: string;
  const asset = (name: string) => readFileSync(path.join(distDir, 'assets', name));

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-precompressed-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(path.join(distDir, 'assets', 'start-1-a1b2c3.js'), script);
    await precompressAssets(distDir);
    // Put there after the build's step: an asset without copies, as in a build made without it.
    writeFileSync(path.join(distDir, 'assets', 'late-4d5e6f.js'), script);
    app = await buildTestApp({ config: { distDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        accept: '*/*',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...extra,
      },
    });

  it('sends the brotli copy, as written and with its length, to a browser that accepts brotli', async () => {
    const response = await get('/assets/start-1-a1b2c3.js', browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload).toEqual(asset('start-1-a1b2c3.js.br'));
    expect(response.headers['content-length']).toBe(String(asset('start-1-a1b2c3.js.br').length));
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip'])(
    'sends the gzip copy when the browser accepts gzip but not brotli (%s)',
    async (acceptEncoding) => {
      const response = await get('/assets/start-1-a1b2c3.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.rawPayload).toEqual(asset('start-1-a1b2c3.js.gz'));
      expect(response.headers['content-length']).toBe(String(asset('start-1-a1b2c3.js.gz').length));
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(script);
    },
  );

  it.each([undefined, 'identity'])(
    'sends the file itself to a client that accepts no compression (%s)',
    async (acceptEncoding) => {
      const response = await get('/assets/start-1-a1b2c3.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
      expect(response.body).toBe(script);
    },
  );

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/start-1-a1b2c3.js',
      headers: { 'accept-encoding': browser },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(asset('start-1-a1b2c3.js.br').length));
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.rawPayload).toHaveLength(0);
  });

  it('answers a range of the copy it sends, as HTTP defines ranges of an encoded body', async () => {
    const response = await get('/assets/start-1-a1b2c3.js', browser, { range: 'bytes=0-99' });
    const copy = asset('start-1-a1b2c3.js.br');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-range']).toBe(`bytes 0-99/${copy.length}`);
    expect(response.rawPayload).toEqual(copy.subarray(0, 100));
  });

  it('keeps a copy the browser already has, by the copy’s own tag', async () => {
    const first = await get('/assets/start-1-a1b2c3.js', browser);
    const plain = await get('/assets/start-1-a1b2c3.js');
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/start-1-a1b2c3.js', browser, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves a copy by its own name', async () => {
    for (const url of ['/assets/start-1-a1b2c3.js.br', '/assets/start-1-a1b2c3.js.gz']) {
      const response = await get(url, browser);
      expect(response.statusCode).toBe(404);
    }
  });

  it('compresses an asset without copies on the fly, as before', async () => {
    const response = await get('/assets/late-4d5e6f.js', browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('still compresses the API’s answers and the pages', async () => {
    const answer = await get('/alpha-portal/api/v1/content-config/wall/?t=1', browser);
    expect(answer.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(answer.rawPayload).toString('utf8');
    expect(envelopeOf({ json: (): unknown => JSON.parse(text) }).code).toBe(0);

    const page = await get('/home', browser, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, compressionThreshold } from '../../server/http/compressed-json';
import { buildTestApp } from '../support/server-app';

describe('the encoding a JSON answer is compressed in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
    [['deflate', 'gzip'], 'gzip'],
  ])('%j → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

describe('compressed JSON answers', () => {
  let app: FastifyInstance;
  const list = (acceptEncoding?: string) =>
    app.inject({
      method: 'POST',
      url: '/alpha-portal/api/v1/web/data-resource/list',
      headers: {
        'content-type': 'application/json',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      payload: {},
    });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives a client that accepts nothing the answer as it is', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeGreaterThan(compressionThreshold);
    expect(JSON.parse(response.body)).toMatchObject({ code: 0 });
  });

  it('gives brotli to a browser and gzip to a client that takes only gzip: the same answer', async () => {
    const plain = (await list()).body;
    const brotli = await list('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 2);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
  });

  it('sends an answer that changed as it is now, not as it was compressed before', async () => {
    type Page = { data: { list: { id: string; viewCount: number }[] } };
    const read = async () =>
      JSON.parse(brotliDecompressSync((await list('br')).rawPayload).toString('utf8')) as Page;
    const before = await read();
    expect(await read()).toEqual(before);
    const [first] = before.data.list;
    if (first === undefined) throw new Error('the seeded catalogue lists no resource');
    const viewed = await app.inject({
      method: 'GET',
      url: `/alpha-portal/api/v1/web/data-resource/detail?t=1&id=${first.id}`,
    });
    expect(viewed.statusCode).toBe(200);
    const after = await read();
    expect(after.data.list.find((row) => row.id === first.id)?.viewCount).toBe(first.viewCount + 1);
  });

  it('leaves a short answer as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/web/login/uuid?t=1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toMatchObject({ code: 0 });
  });
});

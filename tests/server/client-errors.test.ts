/**
 * Requests Node's HTTP parser refuses before the app sees them still get the portal's envelope, a
 * Chinese message and the security headers: a URL or headers over 16 KB (431), and bytes that are
 * not HTTP (400). Needs a real listening server: `inject` never goes through the parser.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/server-app';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    });
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { statusLine, headers, body: JSON.parse(body) as unknown };
}

describe('answers to requests the HTTP parser refuses', () => {
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a URL over 16 KB with 431, the envelope and the security headers', async () => {
    const url = `/alpha-portal/api/v1/web/data-resource/list?keyword=${'长'.repeat(3000)}`;
    const answer = parse(
      await rawExchange(port, `GET ${encodeURI(url)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toEqual({
      code: 4000,
      msg: '请求地址或请求头过长（超过 16 KB），请缩短查询条件或清除本站 Cookie 后重试',
      data: null,
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers bytes that are not HTTP with 400 and the envelope', async () => {
    const answer = parse(await rawExchange(port, 'HELLO\x01 / HTTP/9\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ code: 4000, msg: '请求格式无效，请检查后重试', data: null });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../server/logger-options';
import {
  demoPhones,
  getApi,
  latestCodeFor,
  postApi,
  sessionOf,
  ssoTicketFor,
} from '../support/server-auth';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';

describe('secrets never reach the log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    app = await buildTestApp({
      clock: new ManualClock(),
      logger: { ...loggerOptions('trace'), stream },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs whole sign-ins at the most verbose level without a password, code, token or ticket', async () => {
    const password = 'Admin@2026';
    const sent = await postApi(app, '/web/login/primary/msg-send', { account: 'admin', password });
    expect(envelopeOf(sent).code).toBe(0);
    const smsCode = await latestCodeFor(app, demoPhones.admin);
    await postApi(app, '/web/login/primary/msg-check', {
      account: 'admin',
      password,
      code: smsCode,
    });
    const operator = sessionOf(
      envelopeOf(await postApi(app, '/web/login/primary', { account: 'admin', password, smsCode })),
    );
    await getApi(app, '/primary/home/profile', operator.token);
    await postApi(
      app,
      '/primary/home/modify-password',
      { oldPassword: password, newPassword: 'Portal#Root-2027' },
      operator.token,
    );
    await postApi(app, '/web/login/logout', {}, operator.token);

    const { ticket, service, location } = await ssoTicketFor(app, 'jiangsu-shuyuan');
    // The browser's return to the portal carries the ticket in its address.
    await app.inject({ method: 'GET', url: new URL(location).pathname + new URL(location).search });
    const corporate = sessionOf(
      envelopeOf(await postApi(app, '/web/login/second', { ticket, service })),
    );
    await postApi(app, '/second/user/detail', {}, corporate.token);
    // A refused, reused ticket is logged as a failure, still without the ticket.
    await postApi(app, '/web/login/second', { ticket, service });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/dev-sso/serviceValidate?ticket=%5B%E5%B7%B2%E9%9A%90%E8%97%8F%5D');
    for (const secret of [
      password,
      'Portal#Root-2027',
      // Quoted: as a value it would be a string; bare digits may occur in timings by chance.
      `"${smsCode}"`,
      `为 ${smsCode}`,
      operator.token,
      corporate.token,
      ticket,
      ticket.slice(3),
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('hides ticket and token query parameters in logged addresses, and leaves others alone', () => {
    expect(redactUrl('/login?preUrl=%2Fhome&ticket=ST-123')).toBe(
      '/login?preUrl=%2Fhome&ticket=%5B%E5%B7%B2%E9%9A%90%E8%97%8F%5D',
    );
    expect(redactUrl('/x?token=abc')).toBe('/x?token=%5B%E5%B7%B2%E9%9A%90%E8%97%8F%5D');
    expect(redactUrl('/dataResource/detail?id=42')).toBe('/dataResource/detail?id=42');
    expect(redactUrl('/home')).toBe('/home');
  });
});

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger-options';
import { buildTestApp, envelopeOf } from '../support/server-app';
import { miniContract, miniContractHandlers } from '../support/server-mini-contract';

describe('logging of failures', () => {
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
      contract: { document: miniContract },
      handlers: miniContractHandlers,
      logger: { ...loggerOptions('info'), stream },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("logs an unexpected error with its stack, for the operators, and never the caller's secrets", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/alpha-portal/api/v1/test/failure',
      headers: { 'user-token': 'secret-session-token', cookie: 'AuthState=secret-cookie' },
    });
    expect(envelopeOf(response).code).toBe(5000);

    const log = lines.join('');
    expect(log).toContain('database connection lost at /srv/secret/path');
    expect(log).toContain('"stack"');
    expect(log).not.toContain('secret-session-token');
    expect(log).not.toContain('secret-cookie');
  });

  it('redacts passwords and tokens wherever a log entry carries a request', () => {
    lines.length = 0;
    app.log.warn(
      {
        headers: { 'user-token': 'secret-session-token', cookie: 'AuthState=secret-cookie' },
        body: { account: 'admin', password: 'Admin@2026', ticket: 'ST-secret-ticket' },
      },
      'inspecting a request',
    );
    const log = lines.join('');
    expect(log).toContain('admin');
    expect(log).not.toContain('secret-session-token');
    expect(log).not.toContain('Admin@2026');
    expect(log).not.toContain('secret-cookie');
    expect(log).not.toContain('ST-secret-ticket');
    expect(log).toContain('[已隐藏]');
  });
});

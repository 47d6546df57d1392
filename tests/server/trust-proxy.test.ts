/**
 * Behind a reverse proxy the client's address comes from `X-Forwarded-For`, but only when the request
 * reaches the server from a proxy named in TRUST_PROXY; anyone else's header is ignored, so a client
 * cannot choose the address the operation log records.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../server/db/schema';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { api, demoPasswords, demoPhones, latestCodeFor, sessionOf } from '../support/server-auth';

describe('the client address behind a trusted proxy', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-23T02:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp({ clock, config: { trustProxy: ['10.0.0.1'] } });
  });

  afterAll(async () => {
    await app.close();
  });

  async function signInFrom(remoteAddress: string, forwardedFor: string): Promise<string | null> {
    const post = (path: string, body: object) =>
      app.inject({
        method: 'POST',
        url: `${api}${path}`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        remoteAddress,
      });
    const credentials = { account: 'bianji', password: demoPasswords.bianji };
    clock.advance(61_000);
    expect(envelopeOf(await post('/web/login/primary/msg-send', credentials)).code).toBe(0);
    const smsCode = await latestCodeFor(app, demoPhones.bianji);
    sessionOf(envelopeOf(await post('/web/login/primary', { ...credentials, smsCode })));
    const [latest] = await app.db
      .select({ ip: operationLog.ip })
      .from(operationLog)
      .where(eq(operationLog.action, 'login'))
      .orderBy(desc(operationLog.at))
      .limit(1);
    return latest?.ip ?? null;
  }

  it('records the forwarded address when the trusted proxy sends it', async () => {
    expect(await signInFrom('10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores the header from anyone else', async () => {
    expect(await signInFrom('198.51.100.9', '203.0.113.8')).toBe('198.51.100.9');
  });
});

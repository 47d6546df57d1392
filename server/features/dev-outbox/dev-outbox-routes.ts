/**
 * `GET /dev/outbox` (demo mode only): the SMS messages the demo "sent", newest first, as
 * `[{phone, code, text, at}]`, so people trying the demo and end-to-end tests can read login codes.
 * Not part of the API contract, and absent in production.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { devSmsOutbox } from '../../db/schema';

/** Enough for anyone looking for the code they just asked for. */
const shownMessages = 100;

const devOutboxRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/outbox', async (_request, reply) => {
    const rows = await app.db
      .select()
      .from(devSmsOutbox)
      .orderBy(desc(devSmsOutbox.at), desc(devSmsOutbox.id))
      .limit(shownMessages);
    return reply.header('cache-control', 'no-store').send(
      rows.map((row) => ({
        phone: row.phone,
        code: row.code,
        text: row.text,
        at: row.at.toISOString(),
      })),
    );
  });
  done();
};

export default devOutboxRoutes;

/**
 * The dependencies the app decorates Fastify with, declared once so every plugin and handler sees
 * them typed: `app.db`, `app.config`, `app.clock`, the SMS sender and the SSO ticket validator. What
 * the session plugin adds (`request.principal` and its helpers) is declared beside it, in
 * kernel/session/session-plugin.ts.
 */
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { SmsSender } from './kernel/sms-sender';
import type { TicketValidator } from './kernel/ticket-validator';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    clock: Clock;
    smsSender: SmsSender;
    ticketValidator: TicketValidator;
  }
}

/**
 * The dependencies the app decorates Fastify with, declared once so every plugin and handler sees
 * them typed: `app.db`, `app.config`, `app.clock`, the SMS sender and the SSO ticket validator, and
 * on each request the caller resolved from its session (`request.principal`, null until resolved).
 */
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Principal } from './kernel/principal';
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

  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * The dependencies the app decorates Fastify with, declared once so every plugin and handler sees
 * them typed: `app.db`, `app.config`, `app.clock`.
 */
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    clock: Clock;
  }
}

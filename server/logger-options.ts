/**
 * Logging (pino through Fastify). Secrets never reach the log: tokens, cookies and passwords are
 * redacted wherever a request, a body or an error detail might carry them.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

export const redactedPaths = [
  'req.headers["user-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body.password',
  'req.body.oldPassword',
  'req.body.newPassword',
  'req.body.code',
  'req.body.ticket',
  'headers["user-token"]',
  'headers.cookie',
  'headers.authorization',
  'body.password',
  'body.oldPassword',
  'body.newPassword',
  'body.code',
  'body.ticket',
  'password',
  'token',
  '*.password',
  '*.token',
];

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: LogLevel): LoggerOptions {
  return { level, redact: { paths: redactedPaths, censor: '[已隐藏]' } };
}

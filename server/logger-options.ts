/**
 * Logging (pino through Fastify). Secrets never reach the log: session tokens, cookies, passwords,
 * SMS codes and SSO tickets are redacted wherever a request, a body or an error detail might carry
 * them, and request addresses are logged with their `ticket`/`token` query parameters hidden (the SSO
 * sends the browser back to `/login?ticket=…`).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

export const redactionCensor = '[已隐藏]';

const secretBodyFields = ['password', 'oldPassword', 'newPassword', 'code', 'smsCode', 'ticket'];
const secretHeaders = ['["user-token"]', '.cookie', '.authorization', '["set-cookie"]'];

export const redactedPaths = [
  ...secretHeaders.flatMap((header) => [`req.headers${header}`, `headers${header}`]),
  ...secretBodyFields.flatMap((field) => [`req.body.${field}`, `body.${field}`]),
  ...['password', 'token', 'smsCode', 'ticket'].flatMap((field) => [field, `*.${field}`]),
];

const secretQueryParameters = ['ticket', 'token'];

/** The request address with secret query parameters replaced by the censor mark. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of secretQueryParameters) {
    if (query.has(name)) {
      query.set(name, redactionCensor);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

/** Fastify's usual request fields, with the address redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: redactionCensor },
    serializers: { req: serializeRequest },
  };
}

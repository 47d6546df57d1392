/**
 * The addresses the server hands out to browsers. Behind a proxy or on a public host name set
 * `PUBLIC_URL`; otherwise the address the browser used to reach this server is the right one.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** `http(s)://host[:port]` as the client addressed this request. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The portal's public base address (no trailing slash). */
export function publicOrigin(request: FastifyRequest, config: AppConfig): string {
  return config.publicUrl ?? requestOrigin(request);
}

/** The government SSO's base address; in demo mode without `SSO_BASE_URL`, this server's stand-in. */
export function ssoBaseUrl(request: FastifyRequest, config: AppConfig): string {
  if (config.ssoBaseUrl !== null) return config.ssoBaseUrl;
  return `${publicOrigin(request, config)}/dev-sso`;
}

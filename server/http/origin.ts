/**
 * The addresses the server hands out to browsers. Behind a proxy or on a public host name set
 * `PUBLIC_URL` (production requires it). Without it (demo mode) the address the browser used is
 * taken only when its host is one this server listens on — the configured HOST, its loopback names,
 * or for a wildcard HOST an address of this machine — and on the configured port; any other Host
 * header (`Host: evil.example`) gets the server's own loopback address instead, so no request can
 * make the portal hand out a login or logout link to another site.
 */
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { loopbackOrigin, type AppConfig } from '../config';

/** `http(s)://host[:port]` as the client addressed this request. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

function machineAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) =>
      entry.family === 'IPv6' ? `[${entry.address}]` : entry.address,
    ),
  );
}

/** The host names (no port) a browser may use to reach this server. */
function listenedHostNames(host: string): Set<string> {
  const wildcard = host === '0.0.0.0' || host === '::';
  const own = host.includes(':') ? `[${host}]` : host;
  return new Set(
    [...loopbackNames, ...(wildcard ? machineAddresses() : [own])].map((name) =>
      name.toLowerCase(),
    ),
  );
}

/** Whether the request's Host names this server: one of its host names, on its port. */
export function isListenedHost(requestHost: string, config: AppConfig): boolean {
  let parsed: URL;
  try {
    parsed = new URL(`http://${requestHost}`);
  } catch {
    return false;
  }
  // A test server listens on a port chosen at start (PORT 0): any port is its own then.
  const port = parsed.port === '' ? 80 : Number(parsed.port);
  if (config.port !== 0 && port !== config.port) return false;
  return listenedHostNames(config.host).has(parsed.hostname.toLowerCase());
}

/** The portal's public base address (no trailing slash). */
export function publicOrigin(request: FastifyRequest, config: AppConfig): string {
  if (config.publicUrl !== null) return config.publicUrl;
  return isListenedHost(request.host, config)
    ? requestOrigin(request)
    : loopbackOrigin(config.host, config.port);
}

/** The government SSO's base address; in demo mode without `SSO_BASE_URL`, this server's stand-in. */
export function ssoBaseUrl(request: FastifyRequest, config: AppConfig): string {
  if (config.ssoBaseUrl !== null) return config.ssoBaseUrl;
  return `${publicOrigin(request, config)}/dev-sso`;
}

/**
 * Hardening headers on every response: no MIME sniffing, no framing of the portal by other sites
 * (clickjacking), no full addresses leaked to other origins in the Referer header, and a
 * Content-Security-Policy under which only the portal's own script files run — no inline script, no
 * `eval`, no script from elsewhere — so markup that slipped into content could not execute. Styles may
 * be inline because the UI library writes its styles at run time. The page connects to its own
 * origin, and to the government SSO's only for the logout call a corporate user's 退出登录 makes
 * (DESIGN §3): the origins of SSO_BASE_URL and SSO_LOGOUT_FALLBACK_URL. A response that sets its own
 * policy (the SSO stand-in's pages) keeps it.
 * Also: the browser features a data portal never uses (camera, microphone, location, payment …) are
 * switched off for the page and anything it embeds (Permissions-Policy); the page gets a browsing
 * context group of its own, so a window it opens or that opened it cannot reach it
 * (Cross-Origin-Opener-Policy); and in production, on a request that came over TLS (directly, or from
 * a trusted proxy that says so), browsers are told to use https only from then on (HSTS). HSTS is never
 * sent over plain http, where it means nothing, nor in demo mode, where it would pin a developer's
 * `localhost` to https for a year.
 */
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Addresses, besides the portal's own, the page may connect to; only their origins are used. */
  readonly connectTo?: readonly (string | null)[];
  /** Send Strict-Transport-Security on https requests (production). */
  readonly strictTransportSecurity?: boolean;
}

export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Two years, subdomains included: the value the HSTS preload list asks for. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** The distinct origins of the addresses (unparseable ones are left out). */
function originsOf(addresses: readonly (string | null)[]): string[] {
  const origins = addresses.flatMap((address) => {
    if (address === null) return [];
    try {
      return [new URL(address).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy(connectTo: readonly (string | null)[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...originsOf(connectTo)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries (HSTS aside, which depends on the request). */
export function securityHeaders(
  connectTo: readonly (string | null)[] = [],
): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': contentSecurityPolicy(connectTo),
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
  };
}

const securityHeadersPlugin: FastifyPluginCallback<SecurityHeadersOptions> = (
  app,
  options,
  done,
) => {
  const headers = securityHeaders(options.connectTo);
  const useHsts = options.strictTransportSecurity === true;
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(headers);
    if (useHsts && request.protocol === 'https') {
      reply.header('strict-transport-security', strictTransportSecurity);
    }
    next();
  });
  done();
};

export default fastifyPlugin(securityHeadersPlugin, { name: 'security-headers' });

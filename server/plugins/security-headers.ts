/**
 * Hardening headers on every response: no MIME sniffing, no framing of the portal by other sites
 * (clickjacking), no full addresses leaked to other origins in the Referer header, and a
 * Content-Security-Policy under which only the portal's own script files run — no inline script, no
 * `eval`, no script from elsewhere — so markup that slipped into content could not execute. Styles may
 * be inline because the UI library writes its styles at run time. A response that sets its own policy
 * (the SSO stand-in's pages) keeps it.
 */
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': contentSecurityPolicy,
} as const;

const securityHeadersPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(securityHeaders);
    next();
  });
  done();
};

export default fastifyPlugin(securityHeadersPlugin, { name: 'security-headers' });

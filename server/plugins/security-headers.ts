/**
 * Basic hardening headers on every response: no MIME sniffing, no framing of the portal by other
 * sites (clickjacking), and no full addresses leaked to other origins in the Referer header.
 */
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const securityHeadersPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(securityHeaders);
    next();
  });
  done();
};

export default fastifyPlugin(securityHeadersPlugin, { name: 'security-headers' });

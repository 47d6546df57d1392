/**
 * Demo mode's stand-ins for the outside services sign-in needs: the government SSO under `/dev-sso`
 * and the SMS outbox at `/dev/outbox`. The app registers this plugin only in demo mode, so in
 * production these addresses do not exist (404).
 */
import type { FastifyPluginAsync } from 'fastify';
import devOutboxRoutes from '../features/dev-outbox/dev-outbox-routes';
import devSsoRoutes from '../features/dev-sso/dev-sso-routes';

const demoStandInsPlugin: FastifyPluginAsync = async (app) => {
  if (app.config.mode !== 'demo') {
    throw new Error('the demo stand-ins (SSO, SMS outbox) must never run in production');
  }
  await app.register(devSsoRoutes, { prefix: '/dev-sso' });
  await app.register(devOutboxRoutes, { prefix: '/dev' });
};

export default demoStandInsPlugin;

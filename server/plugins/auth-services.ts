/**
 * The services sign-in depends on, chosen from the configuration: the SMS sender (an HTTP gateway
 * when `SMS_GATEWAY_URL` is set, otherwise — in demo mode only — the dev outbox) and the SSO ticket
 * validator. A production server without a real SMS gateway refuses to start rather than silently
 * writing codes to a demo table.
 */
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createDevOutboxSender } from '../features/sign-in/sms/dev-outbox-sender';
import { createHttpSmsSender } from '../features/sign-in/sms/http-sms-sender';
import type { SmsSender } from '../kernel/sms-sender';
import { createCasTicketValidator } from '../features/sign-in/sso/cas-ticket-validator';
import { globalOutboundFetch, type OutboundFetch } from '../http/outbound-fetch';

export interface AuthServicesOptions {
  /** Defaults to the global `fetch`; tests route calls into the app itself. */
  readonly outboundFetch?: OutboundFetch;
  /** Replaces the configured SMS sender (tests that need a failing gateway). */
  readonly smsSender?: SmsSender;
}

export class MissingSmsGatewayError extends Error {
  constructor() {
    super(
      '生产模式（NODE_ENV=production）必须设置 SMS_GATEWAY_URL（短信网关地址）：演示用的短信发件箱不能用于生产',
    );
    this.name = 'MissingSmsGatewayError';
  }
}

const authServicesPlugin: FastifyPluginCallback<AuthServicesOptions> = (app, options, done) => {
  const { config } = app;
  const outboundFetch = options.outboundFetch ?? globalOutboundFetch;

  let smsSender = options.smsSender;
  if (smsSender === undefined) {
    if (config.smsGatewayUrl !== null) {
      smsSender = createHttpSmsSender({
        url: config.smsGatewayUrl,
        token: config.smsGatewayToken,
        fetch: outboundFetch,
      });
    } else if (config.mode === 'demo') {
      smsSender = createDevOutboxSender(app.db, app.clock);
    } else {
      done(new MissingSmsGatewayError());
      return;
    }
  }
  app.decorate('smsSender', smsSender);
  app.decorate(
    'ticketValidator',
    createCasTicketValidator({ baseUrl: config.ssoValidationBaseUrl, fetch: outboundFetch }),
  );
  done();
};

export default fastifyPlugin(authServicesPlugin, {
  name: 'auth-services',
  decorators: { fastify: ['config', 'clock', 'db'] },
});

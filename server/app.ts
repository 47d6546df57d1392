/**
 * The portal's API server as a Fastify plugin. Plugins load in the order external → app → routes:
 * compression and security headers first, then the app's own dependencies (config, clock, database,
 * the sign-in services, sessions and the principal, the deadline sweep) and the error handler, then
 * the routes (the contract's operations, the demo stand-ins for the SSO and the SMS outbox in demo mode
 * only, and the SPA).
 * `buildApp` creates a ready instance for the boot file and for tests.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { ContractSource } from './contract/openapi-document';
import { defaultContractPath } from './contract/openapi-document';
import type { OperationHandler } from './contract/operation-handler';
import type { DatabaseTarget } from './db/database';
import sessionPlugin from './kernel/session/session-plugin';
import type { SmsSender } from './kernel/sms-sender';
import { operationHandlers } from './features/operation-handlers';
import './fastify-decorators';
import { parseJsonBody } from './http/json-body';
import type { OutboundFetch } from './http/outbound-fetch';
import { loggerOptions, type LoggerOptions } from './logger-options';
import authServicesPlugin from './plugins/auth-services';
import { clientErrorHandler } from './plugins/client-error-handler';
import contractPlugin from './plugins/contract';
import databasePlugin from './plugins/database';
import demoStandInsPlugin from './plugins/demo-stand-ins';
import errorHandlerPlugin from './plugins/error-handler';
import noticeSweepPlugin from './plugins/notice-sweep';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';

export interface AppOptions {
  readonly config: AppConfig;
  /** Defaults to the data directory or `DATABASE_URL` of the config. */
  readonly database?: DatabaseTarget;
  readonly clock?: Clock;
  /** Defaults to `openapi/portal.yaml`. */
  readonly contract?: ContractSource;
  /** Defaults to every feature's handlers. */
  readonly handlers?: readonly OperationHandler[];
  /** Check every response body against the contract (tests). */
  readonly validateResponses?: boolean;
  /** How the server calls the SSO and the SMS gateway; defaults to the global `fetch`. */
  readonly outboundFetch?: OutboundFetch;
  /** Replaces the configured SMS sender (tests). */
  readonly smsSender?: SmsSender;
}

export function databaseTargetFor(config: AppConfig): DatabaseTarget {
  return config.databaseUrl === null
    ? { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
    : { kind: 'postgres', url: config.databaseUrl };
}

const app: FastifyPluginAsync<AppOptions> = async (instance, options) => {
  await instance.register(compress, { global: true });
  // The SSO's logout call (DESIGN §3) is the one request the page makes to another origin.
  await instance.register(securityHeadersPlugin, {
    connectTo: pageConnectsTo(options.config),
    strictTransportSecurity: options.config.mode === 'production',
  });

  instance.decorate('config', options.config);
  instance.decorate('clock', options.clock ?? systemClock);
  await instance.register(errorHandlerPlugin);
  await instance.register(databasePlugin, {
    target: options.database ?? databaseTargetFor(options.config),
  });
  await instance.register(authServicesPlugin, {
    outboundFetch: options.outboundFetch,
    smsSender: options.smsSender,
  });
  await instance.register(sessionPlugin);
  await instance.register(noticeSweepPlugin);

  await instance.register(contractPlugin, {
    contract: options.contract ?? { path: defaultContractPath },
    handlers: options.handlers ?? operationHandlers,
    validateResponses: options.validateResponses ?? false,
  });
  if (options.config.mode === 'demo') await instance.register(demoStandInsPlugin);
  await instance.register(spaPlugin, {
    distDir: options.config.distDir,
    renderThreads: options.config.renderThreads,
  });
};

export default app;

/** Where the page may connect besides the portal: the SSO, for a corporate user's logout call. */
function pageConnectsTo(config: AppConfig): readonly (string | null)[] {
  return [config.ssoBaseUrl, config.ssoLogoutFallbackUrl];
}

export interface BuildAppOptions extends AppOptions {
  /** Defaults to JSON logs at the configured level; tests pass `false` or their own stream. */
  readonly logger?: LoggerOptions | false;
  /** Largest accepted request body in bytes (default 1 MiB). */
  readonly bodyLimit?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: options.logger ?? loggerOptions(options.config.logLevel),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Opening the embedded database (WebAssembly PostgreSQL) and migrating it takes several seconds on
    // a small or busy machine: far beyond Fastify's default ten seconds for a plugin to load.
    pluginTimeout: 120_000,
    // The client's address from `X-Forwarded-For`, only when sent by a proxy the operator named.
    trustProxy: options.config.trustProxy === false ? false : [...options.config.trustProxy],
    // Fastify's own request validation is not used: the contract plugin validates.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Requests Node's parser refuses (headers over 16 KB …) are answered with the envelope too.
    clientErrorHandler: clientErrorHandler(pageConnectsTo(options.config)),
  });
  // JSON bodies are read by the portal's own parser: its Chinese messages, prototype keys refused.
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(String(body)));
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), undefined);
      }
    },
  );
  // Not encapsulated, so the caller (the boot file, a test) sees `db`, `config` and `clock`.
  await instance.register(fastifyPlugin(app, { name: 'portal-app' }), options);
  await instance.ready();
  return instance;
}

/**
 * The portal as `buildApp` makes it (demo mode, embedded database, the built SPA), on 127.0.0.1, plus
 * the trivial route every endpoint is compared with: a constant envelope, no database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import portalApp from '../../server/app';
import { defaultRenderThreads, type AppConfig } from '../../server/config';

export const trivialPath = '/bench/trivial';

export interface BenchServerOptions {
  /** Holds the seeded embedded database (`<dataDir>/pglite`). */
  readonly dataDir: string;
  /** 0 for any free port. */
  readonly port: number;
  readonly distDir: string;
}

export function benchConfig({ dataDir, port, distDir }: BenchServerOptions): AppConfig {
  return {
    port,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    mode: 'demo',
    ssoBaseUrl: null,
    ssoValidationBaseUrl: `http://127.0.0.1:${port}/dev-sso`,
    ssoLogoutFallbackUrl: null,
    ssoRegisterFallbackUrl: null,
    smsGatewayUrl: null,
    smsGatewayToken: null,
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    uploadLimitPerUser: 30,
    uploadLimitPerAddress: 120,
    // autocannon calls web/login/uuid from one address for seconds on end: the benchmark measures the
    // endpoint's own cost, so its per-address limit never refuses it.
    loginUuidLimitPerAddress: Number.MAX_SAFE_INTEGER,
    loginFailureLimitPerAddress: Number.MAX_SAFE_INTEGER,
    // The public pages are measured; the deadline sweep would only add noise.
    noticeSweepIntervalMs: 0,
    publicUrl: null,
    distDir,
    renderThreads: defaultRenderThreads(),
    logLevel: 'silent',
    trustProxy: false,
  };
}

export async function startBenchServer(
  options: BenchServerOptions,
): Promise<{ server: FastifyInstance; baseUrl: string }> {
  const config = benchConfig(options);
  const server = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    pluginTimeout: 120_000,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  await server.register(fastifyPlugin(portalApp, { name: 'portal-app' }), {
    config,
    database: { kind: 'pglite', dataDir: `${options.dataDir}/pglite` },
  });
  server.get(trivialPath, () => Promise.resolve({ code: 0, msg: '操作成功', data: null }));
  await server.listen({ host: '127.0.0.1', port: options.port });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { server, baseUrl: `http://127.0.0.1:${address.port}` };
}

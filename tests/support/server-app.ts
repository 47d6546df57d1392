/**
 * Builds the API server for integration tests: in-memory PGlite, a clock the test moves by hand, no
 * SPA unless asked, every response body checked against the contract, and outgoing calls answered by
 * the app itself. Use `app.inject`.
 *
 * With `TEST_DATABASE_URL` set (scripts/with-postgres.sh sets it), every app gets a fresh, empty
 * database of its own on that PostgreSQL server instead, so the same tests run on both engines.
 */
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { DatabaseTarget } from '../../server/db/database';
import type { Clock } from '../../server/clock';
import type { AppConfig } from '../../server/config';
import { createInProcessFetch } from '../../server/http/in-process-fetch';
import { freshPostgresDatabase } from './postgres-test-database';
import { serverTestsDataDir } from './server-tests-data-dir';

/** A clock that stands still until the test moves it. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-11-22T02:00:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: serverTestsDataDir,
    databaseUrl: null,
    mode: 'demo',
    ssoBaseUrl: null,
    // Never reached over the network: `buildTestApp` routes the server's own calls into the app.
    ssoValidationBaseUrl: 'http://127.0.0.1:8080/dev-sso',
    ssoLogoutFallbackUrl: null,
    ssoRegisterFallbackUrl: null,
    smsGatewayUrl: null,
    smsGatewayToken: null,
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    uploadLimitPerUser: 30,
    uploadLimitPerAddress: 120,
    loginUuidLimitPerAddress: 600,
    loginFailureLimitPerAddress: 20,
    // Off: tests run the deadline sweep themselves, at the moments they choose.
    noticeSweepIntervalMs: 0,
    publicUrl: null,
    distDir: path.join(tmpdir(), 'portal-server-tests-no-dist'),
    renderThreads: 0,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config'>> {
  readonly config?: Partial<AppConfig>;
}

/** In-memory PGlite, or a new database on the PostgreSQL server that TEST_DATABASE_URL names. */
export async function testDatabase(): Promise<DatabaseTarget> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (serverUrl === undefined || serverUrl === '') return { kind: 'memory' };
  return { kind: 'postgres', url: await freshPostgresDatabase(serverUrl) };
}

/**
 * Builds the app for a test. The server's own outgoing calls (SSO ticket validation) are routed back
 * into the same app with `inject`, so the SSO stand-in answers them and nothing touches the network.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { config, ...rest } = options;
  let built: FastifyInstance | null = null;
  const selfFetch = (request: Request): Promise<Response> => {
    if (built === null) return Promise.reject(new Error('the test app is not ready yet'));
    return createInProcessFetch(built)(request);
  };
  built = await buildApp({
    logger: false,
    database: await testDatabase(),
    clock: new ManualClock(),
    validateResponses: true,
    outboundFetch: selfFetch,
    ...rest,
    config: testConfig(config),
  });
  return built;
}

/** The envelope of an injected response, parsed. */
export interface ParsedEnvelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

export function envelopeOf(response: { json: () => unknown }): ParsedEnvelope {
  const body = response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('code' in body) ||
    typeof body.code !== 'number' ||
    !('msg' in body) ||
    typeof body.msg !== 'string' ||
    !('data' in body)
  ) {
    throw new Error(`not an envelope: ${JSON.stringify(body)}`);
  }
  return { code: body.code, msg: body.msg, data: body.data };
}

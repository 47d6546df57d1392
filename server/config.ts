/**
 * The server's configuration, read from the environment exactly once at boot. Every value is checked
 * here so that a mistake stops the server with a clear message instead of surfacing later as a
 * confusing failure in a request.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export type RunMode = 'production' | 'demo';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Holds the embedded database (`<dataDir>/pglite`) and other files the server writes. */
  readonly dataDir: string;
  /** `postgres://…` switches from the embedded database to a PostgreSQL server. */
  readonly databaseUrl: string | null;
  /** Demo mode serves the development stand-ins (SSO, SMS outbox) and seeds demo content. */
  readonly mode: RunMode;
  /** Base address of the government SSO; null in demo mode means the stand-in under `/dev-sso`. */
  readonly ssoBaseUrl: string | null;
  /**
   * Where the server itself validates SSO tickets (`…/serviceValidate`): `SSO_VALIDATION_URL`, else
   * `SSO_BASE_URL`, else (demo mode) the stand-in on this server's own loopback address.
   */
  readonly ssoValidationBaseUrl: string;
  /**
   * Where the browser logs out of the SSO, and where it sends people to register, when the server's
   * own answers (`web/login/out`, `web/login/register`) cannot be had (spec §8): absolute http(s)
   * addresses, handed to the browser with the page (server/http/client-config.ts). Production requires
   * both; null (demo mode only) means the SSO's own `/logout` and `/register` on the address the
   * browser used — the stand-in's under `/dev-sso` unless `SSO_BASE_URL` is set.
   */
  readonly ssoLogoutFallbackUrl: string | null;
  readonly ssoRegisterFallbackUrl: string | null;
  /** The SMS gateway that sends login codes; null in demo mode means the dev outbox (`/dev/outbox`). */
  readonly smsGatewayUrl: string | null;
  /** Sent to the SMS gateway as a bearer token, when the gateway asks for one. */
  readonly smsGatewayToken: string | null;
  /** A session ends after this long without a request (sliding expiry). */
  readonly sessionIdleMinutes: number;
  /** …and at the latest this long after signing in, however active it is. */
  readonly sessionMaxHours: number;
  /** Entry-file uploads allowed per signed-in user, and per address, in ten minutes. */
  readonly uploadLimitPerUser: number;
  readonly uploadLimitPerAddress: number;
  /** `web/login/uuid` calls allowed per address in ten minutes (each may start an SSO login attempt). */
  readonly loginUuidLimitPerAddress: number;
  /** Failed operator password attempts allowed per address in ten minutes, whatever the accounts. */
  readonly loginFailureLimitPerAddress: number;
  /**
   * How often each server instance sweeps the review time limits for reminders (消息中心); 0 turns the
   * sweep off. Instances may sweep at the same moment: each reminder is written once.
   */
  readonly noticeSweepIntervalMs: number;
  /** The portal's public origin; null means it is derived from each request. */
  readonly publicUrl: string | null;
  /** The built SPA; served when it holds an `index.html`. */
  readonly distDir: string;
  /**
   * Threads that draw the server-rendered pages, each on a core of its own (server/ssr/render-threads.ts);
   * 0 draws them on the server's own thread. Defaults to the machine's cores.
   */
  readonly renderThreads: number;
  readonly logLevel: LogLevel;
  /**
   * Which reverse proxies may tell the client's address (`X-Forwarded-For`): none (false), or the
   * addresses and CIDR ranges of the proxies. Without it, behind nginx every request seems to come
   * from nginx (the operation log's 来源 IP, the rate limits).
   */
  readonly trustProxy: false | readonly string[];
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Thrown when the environment cannot be turned into a valid configuration. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`配置无效：\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Readonly<Record<string, string | undefined>>;

function readText(env: Environment, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

/** A whole number within bounds, or the fallback when unset; a problem is recorded otherwise. */
function readWholeNumber(
  env: Environment,
  name: string,
  bounds: { fallback: number; min: number; max: number },
  problems: string[],
): number {
  const text = readText(env, name);
  if (text === null) return bounds.fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < bounds.min || value > bounds.max) {
    problems.push(
      `${name} 必须是 ${String(bounds.min)} 到 ${String(bounds.max)} 之间的整数，当前为：${text}`,
    );
    return bounds.fallback;
  }
  return value;
}

/** The address this server answers on from the same machine: wildcard hosts become loopback. */
export function loopbackOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${String(port)}`;
}

/** `TRUST_PROXY`: the proxies' addresses and CIDR ranges, separated by commas. */
function parseTrustProxy(text: string | null): false | string[] | { problem: string } {
  if (text === null) return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return true;
    if (prefix === undefined) return false;
    const bits = Number(prefix);
    return !/^\d+$/.test(prefix) || bits > (isIP(address) === 4 ? 32 : 128);
  });
  if (entries.length === 0 || invalid.length > 0) {
    return {
      problem: `TRUST_PROXY 必须是以逗号分隔的代理 IP 地址或网段（如 127.0.0.1,10.0.0.0/8），当前为：${text}`,
    };
  }
  return entries;
}

function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value);
}

/** The value as an http(s) URL, or a problem description. */
function parseHttpUrl(name: string, value: string): URL | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { problem: `${name} 不是合法的地址：${value}` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { problem: `${name} 必须以 http:// 或 https:// 开头：${value}` };
  }
  return parsed;
}

/** An absolute http(s) base address without a trailing slash, or a problem description. */
function parseHttpBase(name: string, value: string): string | { problem: string } {
  const parsed = parseHttpUrl(name, value);
  if (!(parsed instanceof URL)) return parsed;
  if (parsed.search !== '' || parsed.hash !== '') {
    return { problem: `${name} 不能包含查询参数或锚点：${value}` };
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/**
 * A complete absolute http(s) address, kept as written (normalised by URL); a query is allowed, since
 * an outside service's page may need one. Neither user nor password may be part of it.
 */
function parseHttpAddress(name: string, value: string): string | { problem: string } {
  const parsed = parseHttpUrl(name, value);
  if (!(parsed instanceof URL)) return parsed;
  if (parsed.username !== '' || parsed.password !== '') {
    return { problem: `${name} 不能包含用户名或密码：${value}` };
  }
  return parsed.href;
}

/** An optional absolute address that production mode requires; `purpose` says what it is for. */
function readFallbackAddress(
  env: Environment,
  name: string,
  purpose: string,
  mode: RunMode,
  problems: string[],
): string | null {
  const text = readText(env, name);
  if (text === null) {
    if (mode === 'production') {
      problems.push(`生产模式（NODE_ENV=production）必须设置 ${name}（${purpose}）`);
    }
    return null;
  }
  const parsed = parseHttpAddress(name, text);
  if (typeof parsed === 'string') return parsed;
  problems.push(parsed.problem);
  return null;
}

/** One render thread per core, at most 8: the server's own thread needs little for each page. */
export function defaultRenderThreads(): number {
  return Math.min(availableParallelism(), 8);
}

export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];

  const portText = readText(env, 'PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT 必须是 1 到 65535 之间的整数，当前为：${portText}`);
  }

  const host = readText(env, 'HOST') ?? '127.0.0.1';

  const dataDir = path.resolve(cwd, readText(env, 'DATA_DIR') ?? './data');

  const databaseUrl = readText(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头');
  }

  const mode: RunMode = readText(env, 'NODE_ENV') === 'production' ? 'production' : 'demo';

  let ssoBaseUrl: string | null = null;
  const ssoText = readText(env, 'SSO_BASE_URL');
  if (ssoText !== null) {
    const parsed = parseHttpBase('SSO_BASE_URL', ssoText);
    if (typeof parsed === 'string') ssoBaseUrl = parsed;
    else problems.push(parsed.problem);
  } else if (mode === 'production') {
    problems.push('生产模式（NODE_ENV=production）必须设置 SSO_BASE_URL（统一身份认证服务地址）');
  }

  let ssoValidationBaseUrl = ssoBaseUrl ?? `${loopbackOrigin(host, port)}/dev-sso`;
  const ssoValidationText = readText(env, 'SSO_VALIDATION_URL');
  if (ssoValidationText !== null) {
    const parsed = parseHttpBase('SSO_VALIDATION_URL', ssoValidationText);
    if (typeof parsed === 'string') ssoValidationBaseUrl = parsed;
    else problems.push(parsed.problem);
  }

  const ssoLogoutFallbackUrl = readFallbackAddress(
    env,
    'SSO_LOGOUT_FALLBACK_URL',
    '无法获取退出地址时使用的统一身份认证退出地址',
    mode,
    problems,
  );
  const ssoRegisterFallbackUrl = readFallbackAddress(
    env,
    'SSO_REGISTER_FALLBACK_URL',
    '无法获取注册地址时使用的统一身份认证注册地址',
    mode,
    problems,
  );

  let smsGatewayUrl: string | null = null;
  const smsGatewayText = readText(env, 'SMS_GATEWAY_URL');
  if (smsGatewayText !== null) {
    const parsed = parseHttpBase('SMS_GATEWAY_URL', smsGatewayText);
    if (typeof parsed === 'string') smsGatewayUrl = parsed;
    else problems.push(parsed.problem);
  } else if (mode === 'production') {
    problems.push(
      '生产模式（NODE_ENV=production）必须设置 SMS_GATEWAY_URL（短信网关地址）：演示用的短信发件箱不能用于生产',
    );
  }
  const smsGatewayToken = readText(env, 'SMS_GATEWAY_TOKEN');

  const sessionIdleMinutes = readWholeNumber(
    env,
    'SESSION_IDLE_MINUTES',
    { fallback: 30, min: 1, max: 24 * 60 },
    problems,
  );
  const sessionMaxHours = readWholeNumber(
    env,
    'SESSION_MAX_HOURS',
    { fallback: 12, min: 1, max: 30 * 24 },
    problems,
  );

  const uploadLimitPerUser = readWholeNumber(
    env,
    'UPLOAD_LIMIT_PER_USER',
    { fallback: 30, min: 1, max: 100_000 },
    problems,
  );
  const uploadLimitPerAddress = readWholeNumber(
    env,
    'UPLOAD_LIMIT_PER_ADDRESS',
    { fallback: 120, min: 1, max: 100_000 },
    problems,
  );
  const loginUuidLimitPerAddress = readWholeNumber(
    env,
    'LOGIN_UUID_LIMIT_PER_ADDRESS',
    { fallback: 600, min: 1, max: 100_000 },
    problems,
  );
  const loginFailureLimitPerAddress = readWholeNumber(
    env,
    'LOGIN_FAILURE_LIMIT_PER_ADDRESS',
    { fallback: 20, min: 1, max: 100_000 },
    problems,
  );

  const noticeSweepIntervalMs = readWholeNumber(
    env,
    'NOTICE_SWEEP_INTERVAL_MS',
    { fallback: 600_000, min: 0, max: 86_400_000 },
    problems,
  );
  if (noticeSweepIntervalMs > 0 && noticeSweepIntervalMs < 1000) {
    problems.push(
      `NOTICE_SWEEP_INTERVAL_MS 必须为 0（不检查审核时限）或不小于 1000 的毫秒数，当前为：${String(noticeSweepIntervalMs)}`,
    );
  }

  let publicUrl: string | null = null;
  const publicText = readText(env, 'PUBLIC_URL');
  if (publicText !== null) {
    const parsed = parseHttpBase('PUBLIC_URL', publicText);
    if (typeof parsed === 'string') publicUrl = parsed;
    else problems.push(parsed.problem);
  } else if (mode === 'production') {
    // Without it the SSO's return address would be built from the request's Host header.
    problems.push(
      '生产模式（NODE_ENV=production）必须设置 PUBLIC_URL（门户对外访问地址，用于生成统一身份认证的回调地址）',
    );
  }

  const distDir = path.resolve(cwd, readText(env, 'DIST_DIR') ?? './dist');
  const renderThreads = readWholeNumber(
    env,
    'RENDER_THREADS',
    { fallback: defaultRenderThreads(), min: 0, max: 64 },
    problems,
  );

  const logLevelText = readText(env, 'LOG_LEVEL') ?? 'info';
  let logLevel: LogLevel = 'info';
  if (isLogLevel(logLevelText)) logLevel = logLevelText;
  else problems.push(`LOG_LEVEL 必须是 ${logLevels.join('、')} 之一，当前为：${logLevelText}`);

  const trustProxyParsed = parseTrustProxy(readText(env, 'TRUST_PROXY'));
  let trustProxy: AppConfig['trustProxy'] = false;
  if (typeof trustProxyParsed === 'object' && !Array.isArray(trustProxyParsed)) {
    problems.push(trustProxyParsed.problem);
  } else {
    trustProxy = trustProxyParsed;
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    mode,
    ssoBaseUrl,
    ssoValidationBaseUrl,
    ssoLogoutFallbackUrl,
    ssoRegisterFallbackUrl,
    smsGatewayUrl,
    smsGatewayToken,
    sessionIdleMinutes,
    sessionMaxHours,
    uploadLimitPerUser,
    uploadLimitPerAddress,
    loginUuidLimitPerAddress,
    loginFailureLimitPerAddress,
    noticeSweepIntervalMs,
    publicUrl,
    distDir,
    renderThreads,
    logLevel,
    trustProxy,
  };
}

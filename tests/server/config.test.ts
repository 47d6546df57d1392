import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRenderThreads, loadConfig } from '../../server/config';

const cwd = '/srv/portal';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('server configuration', () => {
  it('runs in demo mode on 127.0.0.1:8080 with ./data when nothing is set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve(cwd, 'data'),
      databaseUrl: null,
      mode: 'demo',
      ssoBaseUrl: null,
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
      noticeSweepIntervalMs: 600_000,
      publicUrl: null,
      distDir: path.resolve(cwd, 'dist'),
      renderThreads: defaultRenderThreads(),
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('draws pages on RENDER_THREADS threads, or on the server thread with 0', () => {
    expect(loadConfig({ RENDER_THREADS: '0' }, cwd).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: '3' }, cwd).renderThreads).toBe(3);
    expect(() => loadConfig({ RENDER_THREADS: 'two' }, cwd)).toThrow(/RENDER_THREADS/);
  });

  it('trusts X-Forwarded-For only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }, cwd).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY 必须是以逗号分隔的代理 IP 地址或网段（如 127.0.0.1,10.0.0.0/8），当前为：true',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: '2' })).toHaveLength(1);
  });

  it('reads every setting and normalises the addresses', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://portal@db.internal/portal',
        NODE_ENV: 'production',
        SSO_BASE_URL: 'https://sso.portal.test/cas/',
        SSO_LOGOUT_FALLBACK_URL:
          'https://sso.portal.test/cas/logout?service=https://portal.test/home',
        SSO_REGISTER_FALLBACK_URL: ' https://zwfw.portal.test/register ',
        SMS_GATEWAY_URL: 'https://sms.portal.test/send',
        SMS_GATEWAY_TOKEN: 'gateway-secret',
        SESSION_IDLE_MINUTES: '20',
        SESSION_MAX_HOURS: '8',
        UPLOAD_LIMIT_PER_USER: '50',
        UPLOAD_LIMIT_PER_ADDRESS: '500',
        LOGIN_UUID_LIMIT_PER_ADDRESS: '900',
        LOGIN_FAILURE_LIMIT_PER_ADDRESS: '40',
        PUBLIC_URL: 'https://portal.test/',
        LOG_LEVEL: 'warn',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db.internal/portal',
      mode: 'production',
      ssoBaseUrl: 'https://sso.portal.test/cas',
      ssoValidationBaseUrl: 'https://sso.portal.test/cas',
      ssoLogoutFallbackUrl: 'https://sso.portal.test/cas/logout?service=https://portal.test/home',
      ssoRegisterFallbackUrl: 'https://zwfw.portal.test/register',
      smsGatewayUrl: 'https://sms.portal.test/send',
      smsGatewayToken: 'gateway-secret',
      sessionIdleMinutes: 20,
      sessionMaxHours: 8,
      uploadLimitPerUser: 50,
      uploadLimitPerAddress: 500,
      loginUuidLimitPerAddress: 900,
      loginFailureLimitPerAddress: 40,
      publicUrl: 'https://portal.test',
      logLevel: 'warn',
    });
  });

  it('validates SSO tickets on its own loopback address in demo mode, unless told otherwise', () => {
    expect(loadConfig({ PORT: '9191', HOST: '0.0.0.0' }, cwd).ssoValidationBaseUrl).toBe(
      'http://127.0.0.1:9191/dev-sso',
    );
    expect(loadConfig({ HOST: '::' }, cwd).ssoValidationBaseUrl).toBe(
      'http://127.0.0.1:8080/dev-sso',
    );
    expect(loadConfig({ HOST: '10.0.0.5' }, cwd).ssoValidationBaseUrl).toBe(
      'http://10.0.0.5:8080/dev-sso',
    );
    expect(
      loadConfig(
        {
          SSO_BASE_URL: 'https://sso.portal.test/cas',
          SSO_VALIDATION_URL: 'http://sso.internal:8443/cas/',
        },
        cwd,
      ).ssoValidationBaseUrl,
    ).toBe('http://sso.internal:8443/cas');
  });

  it('refuses session lifetimes that are not whole numbers in range', () => {
    expect(problemsOf({ SESSION_IDLE_MINUTES: '0', SESSION_MAX_HOURS: '1.5' })).toEqual([
      'SESSION_IDLE_MINUTES 必须是 1 到 1440 之间的整数，当前为：0',
      'SESSION_MAX_HOURS 必须是 1 到 720 之间的整数，当前为：1.5',
    ]);
  });

  it('treats any NODE_ENV other than production as demo mode', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).mode).toBe('demo');
  });

  it('requires the SSO address, its fallback addresses and a real SMS gateway in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      '生产模式（NODE_ENV=production）必须设置 SSO_BASE_URL（统一身份认证服务地址）',
      '生产模式（NODE_ENV=production）必须设置 SSO_LOGOUT_FALLBACK_URL（无法获取退出地址时使用的统一身份认证退出地址）',
      '生产模式（NODE_ENV=production）必须设置 SSO_REGISTER_FALLBACK_URL（无法获取注册地址时使用的统一身份认证注册地址）',
      '生产模式（NODE_ENV=production）必须设置 SMS_GATEWAY_URL（短信网关地址）：演示用的短信发件箱不能用于生产',
      '生产模式（NODE_ENV=production）必须设置 PUBLIC_URL（门户对外访问地址，用于生成统一身份认证的回调地址）',
    ]);
  });

  it('starts in production once the fallback addresses are set', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        SSO_BASE_URL: 'https://sso.portal.test/cas',
        SSO_LOGOUT_FALLBACK_URL: 'https://sso.portal.test/cas/logout',
        SSO_REGISTER_FALLBACK_URL: 'http://zwfw.portal.test/register',
        SMS_GATEWAY_URL: 'https://sms.portal.test/send',
        PUBLIC_URL: 'https://portal.test',
      },
      cwd,
    );
    expect(config.ssoLogoutFallbackUrl).toBe('https://sso.portal.test/cas/logout');
    expect(config.ssoRegisterFallbackUrl).toBe('http://zwfw.portal.test/register');
  });

  it('leaves the fallback addresses to the SSO (stand-in) in demo mode', () => {
    const config = loadConfig({}, cwd);
    expect(config.ssoLogoutFallbackUrl).toBeNull();
    expect(config.ssoRegisterFallbackUrl).toBeNull();
  });

  it('accepts only absolute http(s) fallback addresses, in production and demo mode alike', () => {
    expect(
      problemsOf({
        SSO_LOGOUT_FALLBACK_URL: '/dev-sso/logout',
        SSO_REGISTER_FALLBACK_URL: 'javascript:alert(1)',
      }),
    ).toEqual([
      'SSO_LOGOUT_FALLBACK_URL 不是合法的地址：/dev-sso/logout',
      'SSO_REGISTER_FALLBACK_URL 必须以 http:// 或 https:// 开头：javascript:alert(1)',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SSO_BASE_URL: 'https://sso.portal.test/cas',
        SSO_LOGOUT_FALLBACK_URL: 'https://admin:secret@sso.portal.test/logout',
        SSO_REGISTER_FALLBACK_URL: 'sso.portal.test/register',
        SMS_GATEWAY_URL: 'https://sms.portal.test/send',
        PUBLIC_URL: 'https://portal.test',
      }),
    ).toEqual([
      'SSO_LOGOUT_FALLBACK_URL 不能包含用户名或密码：https://admin:secret@sso.portal.test/logout',
      'SSO_REGISTER_FALLBACK_URL 不是合法的地址：sso.portal.test/register',
    ]);
  });

  it('limits web/login/uuid calls per address, 600 in ten minutes unless told otherwise', () => {
    expect(loadConfig({ LOGIN_UUID_LIMIT_PER_ADDRESS: '2000' }, cwd).loginUuidLimitPerAddress).toBe(
      2000,
    );
    expect(problemsOf({ LOGIN_UUID_LIMIT_PER_ADDRESS: '0' })).toEqual([
      'LOGIN_UUID_LIMIT_PER_ADDRESS 必须是 1 到 100000 之间的整数，当前为：0',
    ]);
  });

  it('limits failed operator logins per address, 20 in ten minutes unless told otherwise', () => {
    expect(
      loadConfig({ LOGIN_FAILURE_LIMIT_PER_ADDRESS: '100' }, cwd).loginFailureLimitPerAddress,
    ).toBe(100);
    expect(problemsOf({ LOGIN_FAILURE_LIMIT_PER_ADDRESS: '0' })).toEqual([
      'LOGIN_FAILURE_LIMIT_PER_ADDRESS 必须是 1 到 100000 之间的整数，当前为：0',
    ]);
  });

  it('sweeps the review time limits every ten minutes unless told otherwise; 0 turns it off', () => {
    expect(loadConfig({ NOTICE_SWEEP_INTERVAL_MS: '60000' }, cwd).noticeSweepIntervalMs).toBe(
      60_000,
    );
    expect(loadConfig({ NOTICE_SWEEP_INTERVAL_MS: '0' }, cwd).noticeSweepIntervalMs).toBe(0);
    expect(problemsOf({ NOTICE_SWEEP_INTERVAL_MS: '10' })).toEqual([
      'NOTICE_SWEEP_INTERVAL_MS 必须为 0（不检查审核时限）或不小于 1000 的毫秒数，当前为：10',
    ]);
    expect(problemsOf({ NOTICE_SWEEP_INTERVAL_MS: 'often' })).toHaveLength(1);
  });

  it('lists every invalid setting at once, in Chinese', () => {
    const problems = problemsOf({
      PORT: '80a',
      DATABASE_URL: 'mysql://db/portal',
      SSO_BASE_URL: 'ftp://sso',
      PUBLIC_URL: 'https://portal.test/?x=1',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual([
      'PORT 必须是 1 到 65535 之间的整数，当前为：80a',
      'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头',
      'SSO_BASE_URL 必须以 http:// 或 https:// 开头：ftp://sso',
      'PUBLIC_URL 不能包含查询参数或锚点：https://portal.test/?x=1',
      'LOG_LEVEL 必须是 fatal、error、warn、info、debug、trace、silent 之一，当前为：loud',
    ]);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
    expect(problemsOf({ PORT: '0' })).toHaveLength(1);
  });
});

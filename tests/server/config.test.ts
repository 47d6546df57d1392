import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

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
      publicUrl: null,
      distDir: path.resolve(cwd, 'dist'),
      logLevel: 'info',
    });
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
      publicUrl: 'https://portal.test',
      logLevel: 'warn',
    });
  });

  it('treats any NODE_ENV other than production as demo mode', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).mode).toBe('demo');
  });

  it('requires the SSO address in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      '生产模式（NODE_ENV=production）必须设置 SSO_BASE_URL（统一身份认证服务地址）',
    ]);
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

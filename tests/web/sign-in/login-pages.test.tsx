/**
 * /login, /login/choose and /user/login against a scripted server: both ways in with `preUrl` kept,
 * 注册 pointing at the register address, and the SSO's way back (`?ticket=`) — signed in and returned
 * to `preUrl`, refused as a natural person (3166, with the notice), or failed with the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { readAuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import {
  configuredFallbacks,
  placeRuntimeConfig,
  removeRuntimeConfig,
} from '../../support/runtime-config';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';

const REGISTER_ADDRESS = 'http://127.0.0.1:8080/dev-sso/register';
const SSO_LOGIN = 'http://127.0.0.1:8080/dev-sso/login?uuid=0b7e6c1e-5d7a-4c4b-9f0e-3f1a2b3c4d5e';

const corporateSession = {
  token: 'session-token-corporate-01',
  userType: 'second',
  name: '李明',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
  mustChangePassword: false,
  expiresAt: '2026-03-01T12:00:00.000Z',
};

function portalServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/web/login/register': () => envelopeResponse(0, '', REGISTER_ADDRESS),
    '/web/login/uuid': () => envelopeResponse(0, '', SSO_LOGIN),
    '/web/login/second': () => envelopeResponse(0, '登录成功', corporateSession),
    '/content-config/wall/': () => envelopeResponse(0, '', []),
    ...overrides,
  };
}

describe('/login', () => {
  it('offers both ways in, keeping preUrl, and 注册 with the register address', async () => {
    renderPortal('/login?preUrl=%2Fabout', portalServer());
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    const options = screen.getByRole('list', { name: '登录方式' });
    expect(within(options).getByRole('button', { name: /法人用户登录/ })).toBeEnabled();
    expect(within(options).getByRole('link', { name: /平台运营人员登录/ })).toHaveAttribute(
      'href',
      '/login?type=operator&preUrl=%2Fabout',
    );
    const register = screen.getByRole('link', { name: /注册/ });
    await waitFor(() => expect(register).toHaveAttribute('href', REGISTER_ADDRESS));
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the configured register address when the server cannot tell', async () => {
    placeRuntimeConfig();
    try {
      renderPortal('/login', portalServer({ '/web/login/register': () => 'network-error' }));
      const register = await screen.findByRole('link', { name: /注册/ });
      expect(register).toHaveAttribute('href', configuredFallbacks.ssoRegisterFallbackUrl);
    } finally {
      removeRuntimeConfig();
    }
  });

  it('goes from a stale stored register address to the configured one when the call fails', async () => {
    placeRuntimeConfig();
    try {
      const stale = 'http://127.0.0.1:8080/dev-sso/register?stale=1';
      window.localStorage.setItem(
        'homeRegisterUrl',
        serializeCachedValue(createCachedValue(stale, Date.now() - 120_000)),
      );
      const { calls } = renderPortal(
        '/login',
        portalServer({ '/web/login/register': () => 'network-error' }),
      );
      const register = await screen.findByRole('link', { name: /注册/ });
      await waitFor(() =>
        expect(register).toHaveAttribute('href', configuredFallbacks.ssoRegisterFallbackUrl),
      );
      expect(calls()).toContain('/web/login/register');
      expect(window.localStorage.getItem('homeRegisterUrl')).toContain(stale);
    } finally {
      removeRuntimeConfig();
    }
  });

  it('法人用户登录 leaves for the SSO with the stored address, which is not reused', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'UUID',
      serializeCachedValue(createCachedValue(SSO_LOGIN, Date.now())),
    );
    renderPortal('/login?preUrl=%2Fabout', portalServer());
    await user.click(await screen.findByRole('button', { name: /法人用户登录/ }));
    expect(await screen.findByRole('button', { name: /正在前往统一身份认证/ })).toBeVisible();
    expect(window.localStorage.getItem('UUID')).toBeNull();
  });

  it('explains when the SSO cannot be reached', async () => {
    const user = userEvent.setup();
    renderPortal('/login', portalServer({ '/web/login/uuid': () => 'network-error' }));
    await user.click(await screen.findByRole('button', { name: /法人用户登录/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '暂时无法连接江苏政务服务统一身份认证，请稍后重试',
    );
  });
});

describe('/login?ticket= (the SSO sends the browser back)', () => {
  it('exchanges the ticket for its service and returns to preUrl, signed in', async () => {
    const { router, lastBody } = renderPortal(
      '/login?preUrl=%2Fabout&ticket=ST-9-abc',
      portalServer(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(await lastBody('/web/login/second')).toEqual({
      ticket: 'ST-9-abc',
      // The page's own origin: the SSO returned to it.
      service: `${window.location.origin}/login?preUrl=%2Fabout`,
    });
    expect(readAuthState()).toEqual({
      token: 'session-token-corporate-01',
      userType: 'second',
      name: '李明',
      corName: '江苏数源科技有限公司',
      rights: ['domain:apply'],
    });
    // The login page was replaced: Back does not return to the spent ticket.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('button', { name: '账号菜单：李明 · 江苏数源科技有限公司' }),
    ).toBeVisible();
  });

  it('shows progress while the ticket is exchanged', async () => {
    renderPortal('/login?ticket=ST-9-abc', portalServer({ '/web/login/second': () => 'hang' }));
    const progress = await screen.findByText('正在完成统一身份认证登录，请稍候…');
    expect(progress).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新登录' })).not.toBeInTheDocument();
  });

  it('refuses a natural person: the notice and the page both say 仅支持法人登录', async () => {
    const user = userEvent.setup();
    const { openWindow } = renderPortal(
      '/login?ticket=ST-7-zhang',
      portalServer({ '/web/login/second': () => envelopeResponse(3166, '仅支持法人登录') }),
    );
    const notice = await screen.findByRole('alertdialog', { name: '提示' });
    expect(notice).toHaveTextContent('仅支持法人登录');
    await waitFor(() =>
      expect(window.localStorage.getItem('UUID')).toContain('0b7e6c1e-5d7a-4c4b-9f0e-3f1a2b3c4d5e'),
    );
    await user.click(within(notice).getByRole('button', { name: '确定' }));
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(SSO_LOGIN);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('仅支持法人登录');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeVisible();
    expect(readAuthState()).toBeNull();
  });

  it('shows the server message of a failed exchange and offers 重新登录', async () => {
    renderPortal(
      '/login?ticket=ST-used',
      portalServer({
        '/web/login/second': () => envelopeResponse(4000, '登录票据无效或已被使用，请重新登录'),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('登录未完成');
    expect(alert).toHaveTextContent('登录票据无效或已被使用，请重新登录');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});

describe('/login/choose', () => {
  it('shows two large cards with one line each, and 注册', async () => {
    renderPortal('/login/choose?preUrl=%2Fworkspace%2Fhome', portalServer());
    expect(await screen.findByRole('heading', { level: 1, name: '选择用户类型' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '法人用户' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '平台运营人员' })).toBeVisible();
    expect(screen.getByText(/通过江苏政务服务统一身份认证登录/)).toBeVisible();
    expect(screen.getByRole('button', { name: '法人用户登录' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '平台运营人员登录' })).toHaveAttribute(
      'href',
      '/login?type=operator&preUrl=%2Fworkspace%2Fhome',
    );
    expect(screen.getByRole('link', { name: /注册/ })).toBeVisible();
  });
});

describe('/user/login', () => {
  it('says the login is no longer valid and offers both logins, keeping preUrl', async () => {
    renderPortal('/user/login?preUrl=%2Fworkspace%2Fdomain%2Fdetail%3Fid%3D7', portalServer());
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    expect(screen.getByText('登录已失效')).toBeVisible();
    expect(screen.getByRole('button', { name: /法人用户登录/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /平台运营人员登录/ })).toHaveAttribute(
      'href',
      '/login?type=operator&preUrl=%2Fworkspace%2Fdomain%2Fdetail%3Fid%3D7',
    );
  });
});

/**
 * The header's user menu: who is signed in, opened from the keyboard, 用户详情, 修改密码 (the form for
 * operators, the SSO note for corporate users) and 退出登录 — for operators back to /home, for corporate
 * users through the SSO with the login page in a new tab and a reload 500 ms later (simulated clock).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { readAuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import { corporateUser, renderPortal, reviewer, type ScriptedServer } from '../auth/render-portal';

const LOGOUT_ADDRESS = 'http://127.0.0.1:8080/dev-sso/logout?service=home';
const REGISTER_ADDRESS = 'http://127.0.0.1:8080/dev-sso/register';
const SSO_LOGIN = 'http://127.0.0.1:8080/dev-sso/login?uuid=6c1e0b7e-5d7a-4c4b-9f0e-3f1a2b3c4d5e';

function portalServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/content-config/wall/': () => envelopeResponse(0, '', []),
    '/web/login/register': () => envelopeResponse(0, '', REGISTER_ADDRESS),
    '/web/login/uuid': () => envelopeResponse(0, '', SSO_LOGIN),
    '/web/login/out': () => envelopeResponse(0, '', LOGOUT_ADDRESS),
    '/web/login/logout': () => envelopeResponse(0, '已退出登录', { revoked: true }),
    ...overrides,
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function openMenuWithKeyboard(user: User, name: string) {
  const trigger = await screen.findByRole('button', { name: `账号菜单：${name}` });
  trigger.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

/** Moves the menu's highlight down to `entry` with the arrow key and chooses it with Enter. */
async function chooseWithKeyboard(user: User, menu: HTMLElement, entry: string) {
  const items = within(menu).getAllByRole('menuitem');
  const target = items.findIndex((item) => item.textContent === entry);
  if (target < 0) throw new Error(`the menu has no ${entry}`);
  // Opened from the keyboard, the menu starts on its first entry.
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  for (let step = 1; step <= target; step += 1) {
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[step]).toHaveAttribute('data-highlighted'));
  }
  await user.keyboard('{Enter}');
}

describe('the user menu', () => {
  it('names the corporate user and company, and opens from the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/about', portalServer(), { signedInAs: corporateUser });
    const menu = await openMenuWithKeyboard(user, '李明 · 江苏数源科技有限公司');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['用户详情', '修改密码', '退出登录']);
    expect(screen.getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/workspace/home');
    // Opened from the keyboard, the first entry is active; the arrows move, Enter chooses.
    const highlighted = () =>
      within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.hasAttribute('data-highlighted'))
        .map((item) => item.textContent);
    expect(highlighted()).toEqual(['用户详情']);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toEqual(['修改密码']);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/user/detail'));
  });

  it('names an operator by role', async () => {
    renderPortal('/about', portalServer(), { signedInAs: reviewer });
    expect(await screen.findByRole('button', { name: '账号菜单：陈静 · 初审人员' })).toBeVisible();
  });

  it('tells a corporate user that the password lives with the government SSO', async () => {
    const user = userEvent.setup();
    renderPortal('/about', portalServer(), { signedInAs: corporateUser });
    const menu = await openMenuWithKeyboard(user, '李明 · 江苏数源科技有限公司');
    await chooseWithKeyboard(user, menu, '修改密码');
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(dialog).toHaveTextContent('由江苏政务服务统一身份认证管理');
    const link = within(dialog).getByRole('link', { name: /前往统一身份认证/ });
    await waitFor(() => expect(link).toHaveAttribute('href', REGISTER_ADDRESS));
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0] ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets an operator change the password, checking the policy first', async () => {
    const user = userEvent.setup();
    const { lastBody, calls } = renderPortal(
      '/about',
      portalServer({
        '/primary/home/modify-password': () =>
          envelopeResponse(0, '密码已修改', { changedAt: '2026-03-01T08:00:00.000Z' }),
      }),
      { signedInAs: reviewer },
    );
    const menu = await openMenuWithKeyboard(user, '陈静 · 初审人员');
    await chooseWithKeyboard(user, menu, '修改密码');
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(within(dialog).getByText(/密码要求：8 到 64 位/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^原密码/, { selector: 'input' }), 'Review@2026');
    await user.type(within(dialog).getByLabelText(/^新密码/, { selector: 'input' }), 'short1!');
    await user.type(within(dialog).getByLabelText(/^确认新密码/), 'short1!');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(
      within(dialog).getByLabelText(/^新密码/, { selector: 'input' }),
    ).toHaveAccessibleErrorMessage('新密码长度须为 8 到 64 位');
    expect(calls()).not.toContain('/primary/home/modify-password');

    await user.clear(within(dialog).getByLabelText(/^新密码/, { selector: 'input' }));
    await user.type(
      within(dialog).getByLabelText(/^新密码/, { selector: 'input' }),
      'Jiangsu#2027',
    );
    await user.clear(within(dialog).getByLabelText(/^确认新密码/));
    await user.type(within(dialog).getByLabelText(/^确认新密码/), 'Jiangsu#2027');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码已修改')).toBeVisible();
    expect(screen.getByText('其他设备上的登录已失效，之后请使用新密码登录。')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await lastBody('/primary/home/modify-password')).toEqual({
      oldPassword: 'Review@2026',
      newPassword: 'Jiangsu#2027',
    });
  });

  it('shows the server message when the old password is wrong', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/about',
      portalServer({
        '/primary/home/modify-password': () => envelopeResponse(4000, '原密码不正确'),
      }),
      { signedInAs: reviewer },
    );
    const menu = await openMenuWithKeyboard(user, '陈静 · 初审人员');
    await chooseWithKeyboard(user, menu, '修改密码');
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await user.type(within(dialog).getByLabelText(/^原密码/, { selector: 'input' }), 'Wrong@2026');
    await user.type(
      within(dialog).getByLabelText(/^新密码/, { selector: 'input' }),
      'Jiangsu#2027',
    );
    await user.type(within(dialog).getByLabelText(/^确认新密码/), 'Jiangsu#2027');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('原密码不正确');
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  });

  it('退出登录 signs an operator out to /home', async () => {
    const user = userEvent.setup();
    const { router, calls, openWindow, reloadPage } = renderPortal('/about', portalServer(), {
      signedInAs: reviewer,
    });
    const menu = await openMenuWithKeyboard(user, '陈静 · 初审人员');
    await chooseWithKeyboard(user, menu, '退出登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(readAuthState()).toBeNull());
    expect(await screen.findByRole('link', { name: '登录' })).toBeVisible();
    expect(calls()).toContain('/web/login/logout');
    expect(calls()).not.toContain('/web/login/out');
    expect(openWindow).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('退出登录 signs a corporate user out of the SSO too and reloads 500 ms later', async () => {
    const user = userEvent.setup();
    const clock = new SimulatedClock();
    const { router, calls, openWindow, reloadPage, callExternalLogout } = renderPortal(
      '/workspace/user/detail',
      portalServer({
        '/second/user/detail': () =>
          envelopeResponse(0, '', {
            id: '6f0b2c1e-5d7a-4c4b-9f0e-3f1a2b3c4d5e',
            name: '李明',
            corName: '江苏数源科技有限公司',
            creditCode: '91320100MA1XY8K3A9',
            contact: '139****1101',
            createdAt: '2026-02-01T08:00:00.000Z',
            lastLoginAt: '2026-03-01T08:00:00.000Z',
            applicationCount: 2,
          }),
      }),
      { signedInAs: corporateUser, clock },
    );
    // The workspace has no menu of its own; the portal home does.
    await router.navigate('/home');
    const menu = await openMenuWithKeyboard(user, '李明 · 江苏数源科技有限公司');
    await chooseWithKeyboard(user, menu, '退出登录');
    await waitFor(() => expect(openWindow).toHaveBeenCalledExactlyOnceWith(SSO_LOGIN));
    expect(callExternalLogout).toHaveBeenCalledExactlyOnceWith(LOGOUT_ADDRESS);
    expect(calls()).toEqual(expect.arrayContaining(['/web/login/logout', '/web/login/out']));
    expect(readAuthState()).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    clock.increment(499);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

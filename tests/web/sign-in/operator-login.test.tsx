/**
 * The operator form at /login?type=operator against a scripted server: labels, errors under each
 * field, the server's message above 登录, the 60 s countdown on 获取验证码 (fake time), Enter to submit,
 * the forced password change, and where the person lands.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage, i18n, loadLanguage } from '@/i18n/i18n';
import { readAuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';
import { renderPortal, type ScriptedServer } from '../auth/render-portal';

const session = {
  token: 'session-token-operator-01',
  userType: 'primary',
  name: '陈静',
  corName: null,
  rights: ['domain:first-review'],
  mustChangePassword: false,
  expiresAt: '2026-03-01T12:00:00.000Z',
};

function operatorServer(overrides: ScriptedServer = {}): ScriptedServer {
  return {
    '/web/login/register': () => envelopeResponse(0, '', 'http://127.0.0.1:8080/dev-sso/register'),
    '/web/login/uuid': () =>
      envelopeResponse(0, '', 'http://127.0.0.1:8080/dev-sso/login?uuid=u-1'),
    '/web/login/primary/msg-send': () =>
      envelopeResponse(0, '验证码已发送', {
        maskedPhone: '138****1002',
        resendAfterSeconds: 60,
        expiresInSeconds: 300,
      }),
    '/web/login/primary/msg-check': () =>
      envelopeResponse(0, '', { verified: true, remainingAttempts: 4 }),
    '/web/login/primary': () => envelopeResponse(0, '登录成功', session),
    ...overrides,
  };
}

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage(defaultLanguage);
});

/** Moves the faked timers on, rendering what that changes. */
function passTime(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets answers arrive (promises and I/O callbacks, no timers) until `done` says so. */
async function settleUntil(done: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !done(); round += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: '账号' }), 'chushen');
  await user.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'Review@2026');
}

describe('operator login form', () => {
  it('has the labelled fields and both buttons', async () => {
    renderPortal('/login?type=operator', operatorServer());
    expect(
      await screen.findByRole('heading', { level: 1, name: '平台运营人员登录' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(screen.getByLabelText(/^密码/, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: '选择其他登录方式' })).toHaveAttribute(
      'href',
      '/login/choose',
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderPortal('/login?type=operator', operatorServer());
    const password = await screen.findByLabelText(/^密码/, { selector: 'input' });
    await user.type(password, 'Review@2026');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('marks each missing field under it', async () => {
    const user = userEvent.setup();
    const { calls } = renderPortal('/login?type=operator', operatorServer());
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAccessibleErrorMessage(
      '请输入账号',
    );
    expect(screen.getByLabelText(/^密码/, { selector: 'input' })).toHaveAccessibleErrorMessage(
      '请输入密码',
    );
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleErrorMessage(
      '请先获取短信验证码',
    );
    expect(calls()).not.toContain('/web/login/primary/msg-send');
  });

  it('marks them in English on an English page', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    renderPortal('/login?type=operator', operatorServer());
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleErrorMessage(
      'Enter your account',
    );
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleErrorMessage(
      'Get an SMS verification code first',
    );
  });

  it('counts 60 seconds down on 获取验证码 after sending a code', async () => {
    const user = userEvent.setup();
    const { lastBody } = renderPortal('/login?type=operator', operatorServer());
    await fillCredentials(user);
    // Only the countdown's timers are faked; the answer arrives through promises and I/O callbacks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settleUntil(() => screen.queryByRole('button', { name: '60 秒后重新获取' }) !== null);
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(screen.getByText('验证码已发送至 138****1002，5 分钟内有效')).toBeVisible();
    expect(await lastBody('/web/login/primary/msg-send')).toEqual({
      account: 'chushen',
      password: 'Review@2026',
    });
    passTime(999);
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    passTime(1);
    expect(screen.getByRole('button', { name: '59 秒后重新获取' })).toBeDisabled();
    for (let second = 0; second < 58; second += 1) passTime(1_000);
    expect(screen.getByRole('button', { name: '1 秒后重新获取' })).toBeDisabled();
    passTime(1_000);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('signs in with the code on Enter and lands on 审核工作台 for a reviewer', async () => {
    const user = userEvent.setup();
    const { router, lastBody } = renderPortal('/login?type=operator', operatorServer());
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = screen.getByRole('textbox', { name: '验证码' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/workerhome'));
    // The password goes along: the server reads the code only for a caller who knows it.
    expect(await lastBody('/web/login/primary/msg-check')).toEqual({
      account: 'chushen',
      password: 'Review@2026',
      code: '123456',
    });
    expect(await lastBody('/web/login/primary')).toEqual({
      account: 'chushen',
      password: 'Review@2026',
      smsCode: '123456',
    });
    expect(readAuthState()).toEqual({
      token: 'session-token-operator-01',
      userType: 'primary',
      name: '陈静',
      corName: '',
      rights: ['domain:first-review'],
    });
  });

  it('returns to preUrl after login', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal(
      '/login?type=operator&preUrl=%2Fworkspace%2Fuser%2Fdetail',
      operatorServer(),
    );
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/user/detail'));
  });

  it('shows the server message when the password is wrong, without a toast', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/login?type=operator',
      operatorServer({
        '/web/login/primary/msg-send': () => envelopeResponse(4000, '账号或密码错误'),
      }),
    );
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('账号或密码错误');
    // Said once, next to the form: the login calls are quiet, so no toast repeats it.
    expect(screen.getAllByText('账号或密码错误')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(readAuthState()).toBeNull();
  });

  it('says when to try again after too many failed logins (HTTP 429), without a toast', async () => {
    const user = userEvent.setup();
    const throttled = '登录失败次数过多，请 10 分钟后再试';
    renderPortal(
      '/login?type=operator',
      operatorServer({
        '/web/login/primary/msg-send': () => envelopeResponse(4290, throttled, null, 429),
      }),
    );
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
    expect(screen.getAllByText(throttled)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(readAuthState()).toBeNull();
  });

  it('says how many tries are left after a wrong code', async () => {
    const user = userEvent.setup();
    renderPortal(
      '/login?type=operator',
      operatorServer({
        '/web/login/primary/msg-check': () =>
          envelopeResponse(0, '', { verified: false, remainingAttempts: 2 }),
      }),
    );
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '000000{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleErrorMessage(
        '验证码不正确，还可尝试 2 次',
      ),
    );
  });

  it('asks for a new password first after an administrator reset it', async () => {
    const user = userEvent.setup();
    const { router, lastBody } = renderPortal(
      '/login?type=operator&preUrl=%2Fabout',
      operatorServer({
        '/web/login/primary': () =>
          envelopeResponse(0, '登录成功', { ...session, mustChangePassword: true }),
        '/primary/home/modify-password': () =>
          envelopeResponse(0, '密码已修改', { changedAt: '2026-03-01T08:00:00.000Z' }),
      }),
    );
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456{Enter}');
    expect(await screen.findByText('请先修改密码')).toBeVisible();
    // The session is stored already: the password change call needs its token.
    expect(readAuthState()?.token).toBe('session-token-operator-01');
    expect(screen.queryByLabelText(/^原密码/, { selector: 'input' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^新密码/, { selector: 'input' }), 'Jiangsu#2027');
    await user.type(screen.getByLabelText(/^确认新密码/), 'Jiangsu#2027');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(await lastBody('/primary/home/modify-password')).toEqual({
      oldPassword: 'Review@2026',
      newPassword: 'Jiangsu#2027',
    });
  });
});

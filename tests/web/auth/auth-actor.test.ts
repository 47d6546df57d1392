import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { createAuthActor } from '@/lib/auth/auth-actor';
import { readAuthState, writeAuthState, type AuthState } from '@/lib/auth-state';
import { createFakeApi, type FakeApi } from '../../support/fake-api';
import { envelopeResponse, type FakeAnswer } from '../../support/fake-fetch';
import {
  configuredFallbacks,
  placeRuntimeConfig,
  removeRuntimeConfig,
} from '../../support/runtime-config';

const NOW = 1_750_000_000_000;
const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=7d4c';
const FRESH_LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=fresh-9b2e';
const LOGOUT_ADDRESS =
  'http://127.0.0.1:8080/dev-sso/logout?service=http%3A%2F%2F127.0.0.1%3A8080%2Fhome';

const corporateUser: AuthState = {
  token: 'tok-1',
  userType: 'second',
  name: '李华',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
};

const operator: AuthState = {
  token: 'tok-operator',
  userType: 'primary',
  name: '陈静',
  corName: '',
  rights: ['domain:first-review'],
};

function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace('/alpha-portal/api/v1', '');
}

/** The portal's server as the auth actor meets it: logout, the SSO addresses. */
function portalServer(request: Request): FakeAnswer {
  switch (pathOf(request)) {
    case '/web/login/logout':
      return envelopeResponse(0, '已退出登录', { revoked: true });
    case '/web/login/out':
      return envelopeResponse(0, '', LOGOUT_ADDRESS);
    case '/web/login/uuid':
      return envelopeResponse(0, '', FRESH_LOGIN_ADDRESS);
    default:
      return envelopeResponse(4040, '请求的地址不存在', null, 404);
  }
}

function startActor(
  answer: (request: Request) => FakeAnswer = portalServer,
  clock: SimulatedClock = new SimulatedClock(),
) {
  const harness: FakeApi = createFakeApi(answer);
  // As in the browser, User-Token is whatever AuthState holds when the request leaves.
  Object.defineProperty(harness.token, 'current', { get: () => readAuthState()?.token ?? null });
  // Like the app's router, the navigation moves the page's address.
  const navigate = vi.fn((to: string) => window.history.pushState({}, '', to));
  const notifyError = vi.fn<(message: string) => void>();
  const openWindow = vi.fn<(url: string) => void>();
  const reloadPage = vi.fn<() => void>();
  const callExternalLogout = vi.fn((_address: string) => Promise.resolve());
  const actor = createAuthActor({
    navigate,
    notifyError,
    openWindow,
    reloadPage,
    callExternalLogout,
    getApi: () => harness.api,
    // The header reports a page as shown once it renders; the spy navigation shows it at once.
    whenShown: () => Promise.resolve(),
    clock,
    now: () => NOW,
  });
  return { actor, harness, navigate, notifyError, openWindow, reloadPage, callExternalLogout };
}

afterEach(() => {
  window.history.pushState({}, '', '/');
  removeRuntimeConfig();
});

describe('browser auth actor', () => {
  it('starts from the stored AuthState', () => {
    writeAuthState(corporateUser);
    const { actor } = startActor();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.authState).toEqual(corporateUser);
    actor.stop();
  });

  it('stores a new session', () => {
    const { actor } = startActor();
    actor.send({ type: 'auth.signedIn', state: corporateUser });
    expect(readAuthState()).toEqual(corporateUser);
    expect(document.cookie).toContain('AuthState=');
    actor.stop();
  });

  it('on 1000/1001 shows the server message, goes to /home and then clears storage', async () => {
    writeAuthState(corporateUser);
    window.history.pushState({}, '', '/workspace/home');
    const { actor, navigate, notifyError } = startActor();
    actor.send({ type: 'auth.sessionEnded', code: 1001, msg: '账号已停用，请联系管理员' });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('账号已停用，请联系管理员');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home');
    await vi.waitFor(() => expect(readAuthState()).toBeNull());
    expect(window.location.pathname).toBe('/home');
    actor.stop();
  });

  it('clears AuthState only once the new page is on screen', async () => {
    writeAuthState(corporateUser);
    let show: () => void = () => undefined;
    const whenShown = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          show = resolve;
        }),
    );
    const navigate = vi.fn<(to: string) => void>();
    const actor = createAuthActor({ navigate, whenShown, notifyError: vi.fn() });
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '' });
    expect(whenShown).toHaveBeenCalledExactlyOnceWith('/home');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home');
    await Promise.resolve();
    expect(readAuthState()).toEqual(corporateUser);
    show();
    await vi.waitFor(() => expect(readAuthState()).toBeNull());
    actor.stop();
  });

  it('explains an unexplained session end in Chinese', () => {
    writeAuthState(corporateUser);
    const { actor, notifyError } = startActor();
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '' });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('登录状态已失效，请重新登录');
    actor.stop();
  });

  it('on 401 goes to /user/login with preUrl, then clears storage', async () => {
    writeAuthState(corporateUser);
    const { actor, navigate } = startActor();
    actor.send({ type: 'auth.unauthorized', preUrl: '/workspace/home' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/user/login?preUrl=%2Fworkspace%2Fhome');
    await vi.waitFor(() => expect(readAuthState()).toBeNull());
    actor.stop();
  });

  it('confirming the 3166 notice opens a fresh SSO login address in a new tab', async () => {
    writeAuthState(corporateUser);
    // The stored attempt was used by the refused login; a new one is fetched meanwhile.
    window.localStorage.setItem('UUID', serializeCachedValue(createCachedValue(LOGIN_ADDRESS, 0)));
    const { actor, openWindow, harness } = startActor();
    actor.send({ type: 'auth.legalPersonOnly' });
    expect(readAuthState()).toBeNull();
    expect(actor.getSnapshot().value).toBe('legalPersonNotice');
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.loginAddress).toBe(FRESH_LOGIN_ADDRESS),
    );
    expect(harness.fake.requests.map(pathOf)).toEqual(['/web/login/uuid']);
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(FRESH_LOGIN_ADDRESS);
    actor.stop();
  });

  it('opens the portal login page when no fresh address came, never the used one', () => {
    window.localStorage.setItem('UUID', serializeCachedValue(createCachedValue(LOGIN_ADDRESS, 0)));
    const { actor, openWindow } = startActor(() => 'hang');
    actor.send({ type: 'auth.legalPersonOnly' });
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(openWindow).toHaveBeenCalledExactlyOnceWith('/login');
    expect(window.localStorage.getItem('UUID')).toBeNull();
    actor.stop();
  });

  it('opens a real new tab without giving it access to the portal', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = createAuthActor({
      navigate: vi.fn(),
      notifyError: vi.fn(),
      getApi: () => createFakeApi(() => 'hang').api,
    });
    actor.send({ type: 'auth.legalPersonOnly' });
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(open).toHaveBeenCalledExactlyOnceWith('/login', '_blank', 'noopener');
    open.mockRestore();
    actor.stop();
  });

  it('follows sign-in and sign-out made in another tab', () => {
    const { actor, navigate } = startActor();
    window.localStorage.setItem('AuthState', JSON.stringify(corporateUser));
    window.dispatchEvent(new StorageEvent('storage', { key: 'AuthState' }));
    expect(actor.getSnapshot().value).toBe('signedIn');
    window.localStorage.removeItem('AuthState');
    window.dispatchEvent(new StorageEvent('storage', { key: 'AuthState' }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(navigate).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('browser auth actor: 退出登录', () => {
  it('an operator: the server revokes the token, then /home, signed out; nothing else opens', async () => {
    writeAuthState(operator);
    const { actor, harness, navigate, openWindow, reloadPage, callExternalLogout } = startActor();
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    const [logout] = harness.fake.requests;
    expect(harness.fake.requests.map(pathOf)).toEqual(['/web/login/logout']);
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('User-Token')).toBe('tok-operator');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home');
    expect(readAuthState()).toBeNull();
    expect(openWindow).not.toHaveBeenCalled();
    expect(callExternalLogout).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
    actor.stop();
  });

  it('signs out even when the server cannot be reached', async () => {
    writeAuthState(operator);
    const { actor, notifyError } = startActor(() => 'network-error');
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(readAuthState()).toBeNull());
    // The logout call is quiet: its failure is nobody's business once the session is gone.
    expect(notifyError).not.toHaveBeenCalled();
    actor.stop();
  });

  it('a corporate user: logs out of the SSO too, opens its login page and reloads after 500 ms', async () => {
    writeAuthState(corporateUser);
    const clock = new SimulatedClock();
    const { actor, harness, navigate, openWindow, reloadPage, callExternalLogout } = startActor(
      portalServer,
      clock,
    );
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(openWindow).toHaveBeenCalledTimes(1));
    expect(harness.fake.requests.map(pathOf)).toEqual([
      '/web/login/logout',
      '/web/login/out',
      '/web/login/uuid',
    ]);
    expect(harness.fake.requests[0]?.headers.get('User-Token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('homeLogoutUrl') ?? 'null')).toEqual({
      value: LOGOUT_ADDRESS,
      expiresAt: NOW + 60_000,
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home');
    expect(readAuthState()).toBeNull();
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(FRESH_LOGIN_ADDRESS);
    expect(callExternalLogout).toHaveBeenCalledExactlyOnceWith(LOGOUT_ADDRESS);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(499);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('calls the configured logout address when web/login/out fails', async () => {
    placeRuntimeConfig();
    writeAuthState(corporateUser);
    const { actor, callExternalLogout } = startActor((request) =>
      pathOf(request) === '/web/login/out' ? 'network-error' : portalServer(request),
    );
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(callExternalLogout).toHaveBeenCalledTimes(1));
    expect(callExternalLogout).toHaveBeenCalledExactlyOnceWith(
      configuredFallbacks.ssoLogoutFallbackUrl,
    );
    expect(window.localStorage.getItem('homeLogoutUrl')).toBeNull();
    actor.stop();
  });

  it('calls the configured logout address when web/login/out answers with an error code', async () => {
    placeRuntimeConfig();
    writeAuthState(corporateUser);
    const { actor, callExternalLogout } = startActor((request) =>
      pathOf(request) === '/web/login/out'
        ? envelopeResponse(5000, '服务器内部错误', null, 500)
        : portalServer(request),
    );
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(callExternalLogout).toHaveBeenCalledTimes(1));
    expect(callExternalLogout).toHaveBeenCalledExactlyOnceWith(
      configuredFallbacks.ssoLogoutFallbackUrl,
    );
    actor.stop();
  });

  it('without configuration in the page, calls the stand-in on the page origin, never a relative address', async () => {
    writeAuthState(corporateUser);
    const { actor, callExternalLogout } = startActor((request) =>
      pathOf(request) === '/web/login/out' ? 'network-error' : portalServer(request),
    );
    actor.send({ type: 'auth.logout' });
    await vi.waitFor(() => expect(callExternalLogout).toHaveBeenCalledTimes(1));
    expect(callExternalLogout).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/dev-sso/logout`,
    );
    actor.stop();
  });
});

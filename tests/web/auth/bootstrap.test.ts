/**
 * bootstrap() wires the pieces the way src/app/start-app.tsx uses them: the page's fetch, the session
 * (its auth actor loaded when needed) behind the middleware, the startup run and the shared client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApi } from '@/api/api-instance';
import { bootstrap } from '@/app/bootstrap';
import { readAuthState, writeAuthState } from '@/lib/auth-state';
import { createFakeFetch, envelopeResponse } from '../../support/fake-fetch';

const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=boot-1';

afterEach(() => {
  vi.unstubAllGlobals();
});

function boot(answer: Parameters<typeof createFakeFetch>[0], pageReady?: Promise<void>) {
  const fake = createFakeFetch(answer);
  vi.stubGlobal('fetch', fake.fetch);
  const deps = {
    navigate: vi.fn<(to: string) => void>(),
    currentPath: () => '/workspace/home',
    notifyError: vi.fn<(message: string) => void>(),
    ...(pageReady === undefined ? {} : { pageReady }),
  };
  const { api, authSession } = bootstrap(deps);
  return { api, authSession, fake, ...deps };
}

describe('bootstrap', () => {
  it('publishes the client and runs the startup UUID call', async () => {
    const { api, fake, authSession } = boot(() => envelopeResponse(0, '', LOGIN_ADDRESS));
    expect(getApi()).toBe(api);
    await vi.waitFor(() => expect(window.localStorage.getItem('UUID_ID')).toBe('boot-1'));
    expect(new URL(fake.lastRequest().url).pathname).toBe('/alpha-portal/api/v1/web/login/uuid');
    // Nobody is signed in and nothing needed the session: its actor was never loaded.
    expect(authSession.current()).toBeNull();
  });

  it('prepares the login address only once the first page is ready', async () => {
    let ready: () => void = () => undefined;
    const pageReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const { fake } = boot(() => envelopeResponse(0, '', LOGIN_ADDRESS), pageReady);
    // Idle time passes, the page is not drawn yet: nothing is asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(0);
    ready();
    await vi.waitFor(() => expect(window.localStorage.getItem('UUID_ID')).toBe('boot-1'));
    expect(new URL(fake.lastRequest().url).pathname).toBe('/alpha-portal/api/v1/web/login/uuid');
  });

  it('sends the stored token and lets a 3166 answer open the notice', async () => {
    writeAuthState({
      token: 'tok-boot',
      userType: 'second',
      name: '张三',
      corName: '',
      rights: [],
    });
    const { api, fake, authSession } = boot((request) =>
      new URL(request.url).pathname.endsWith('/web/login/second')
        ? envelopeResponse(3166, '仅支持法人登录')
        : envelopeResponse(0, '', LOGIN_ADDRESS),
    );
    // Someone is signed in: the actor is loaded at once.
    const authActor = await authSession.load();
    expect(authActor.getSnapshot().value).toBe('signedIn');
    await api.POST('/web/login/second', {
      body: { ticket: 'ST-1', service: 'http://127.0.0.1:8080/login' },
    });
    const exchange = fake.requests.find((request) =>
      new URL(request.url).pathname.endsWith('/web/login/second'),
    );
    expect(exchange?.headers.get('User-Token')).toBe('tok-boot');
    expect(authActor.getSnapshot().value).toBe('legalPersonNotice');
    expect(readAuthState()).toBeNull();
    await vi.waitFor(() => expect(window.localStorage.getItem('UUID_ID')).toBe('boot-1'));
    authActor.stop();
  });

  it('turns a 401 into a toast and the login page with preUrl', async () => {
    writeAuthState({
      token: 'tok-stale',
      userType: 'second',
      name: '李明',
      corName: '江苏数源科技有限公司',
      rights: ['domain:apply'],
    });
    const { api, authSession, navigate, notifyError } = boot((request) =>
      new URL(request.url).pathname.endsWith('/second/user/detail')
        ? envelopeResponse(4010, '', null, 401)
        : envelopeResponse(0, '', LOGIN_ADDRESS),
    );
    const authActor = await authSession.load();
    await api.POST('/second/user/detail', { body: {} });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('鉴权失败');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/user/login?preUrl=%2Fworkspace%2Fhome');
    // AuthState stays until the login page is on screen (see the auth actor's tests).
    expect(readAuthState()?.token).toBe('tok-stale');
    await vi.waitFor(() => expect(window.localStorage.getItem('UUID_ID')).toBe('boot-1'));
    authActor.stop();
  });

  it('loads the session for a visitor once an answer is for it (3166 opens the notice)', async () => {
    const { api, authSession } = boot((request) =>
      new URL(request.url).pathname.endsWith('/web/login/second')
        ? envelopeResponse(3166, '仅支持法人登录')
        : envelopeResponse(0, '', LOGIN_ADDRESS),
    );
    expect(authSession.current()).toBeNull();
    await api.POST('/web/login/second', {
      body: { ticket: 'ST-2', service: 'http://127.0.0.1:8080/login' },
    });
    await vi.waitFor(() =>
      expect(authSession.current()?.getSnapshot().value).toBe('legalPersonNotice'),
    );
    authSession.current()?.stop();
  });

  it('loads the session when someone signs in, in this tab or another, and it follows them', async () => {
    const { authSession } = boot(() => envelopeResponse(0, '', LOGIN_ADDRESS));
    expect(authSession.current()).toBeNull();
    writeAuthState({
      token: 'tok-later',
      userType: 'second',
      name: '王五',
      corName: '',
      rights: [],
    });
    await vi.waitFor(() => expect(authSession.current()?.getSnapshot().value).toBe('signedIn'));
    authSession.current()?.stop();
  });
});

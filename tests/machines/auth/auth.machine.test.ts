import { describe, expect, it, vi } from 'vitest';
import { TestModel } from 'xstate/graph';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import type { AuthEvent, AuthState, LoginAddressOutcome } from '@machines/auth/auth.types';
import { externalAddressMachine } from '@machines/auth/external-address.machine';
import type {
  ExternalAddressResult,
  StoreAddressParams,
} from '@machines/auth/external-address.types';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import {
  reachedStatePaths,
  restingStatePaths,
  asMachineEvents,
  type GraphEvent,
} from './state-coverage';

const NOW = 1_750_000_000_000;
const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=fresh-attempt&service=x';
const LOGOUT_ADDRESS = 'http://127.0.0.1:8080/dev-sso/logout?service=home';
/** What the deployment configures as SSO_LOGOUT_FALLBACK_URL. */
const FALLBACK_LOGOUT_ADDRESS = 'https://sso.example.gov.cn/cas/logout';

const corporateUser: AuthState = {
  token: 'tok-1',
  userType: 'second',
  name: '李华',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
};

const operator: AuthState = {
  token: 'tok-2',
  userType: 'primary',
  name: '陈静',
  corName: '',
  rights: ['domain:first-review'],
};

/** A promise the test settles when it wants to. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets resolved promises of invoked actors reach the machine (no timers involved). */
async function flush(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

type Options = {
  /** What `navigateAway` returns; resolved at once by default. */
  navigation?: () => Promise<void>;
  serverLogout?: () => Promise<void>;
  storedLogoutAddress?: string | null;
  logoutAddressResult?: ExternalAddressResult;
  loginAddress?: () => Promise<LoginAddressOutcome>;
};

/** Starts the machine on a simulated clock with spy effects, so a test checks what an event caused. */
function startAuth(authState: AuthState | null, options: Options = {}) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const effects = {
    storeAuthState: vi.fn<(state: AuthState) => void>(),
    clearAuthState: vi.fn<() => void>(),
    navigateAway: vi.fn<(to: string) => void>(),
    openLoginPage: vi.fn<(address: string | null) => void>(),
    showError: vi.fn<(message: string) => void>(),
    reloadPage: vi.fn<() => void>(),
    endServerSession: vi.fn<() => void>(),
    fetchExternalAddress: vi.fn<(kind: string) => void>(),
    storeAddress: vi.fn<(params: StoreAddressParams) => void>(),
    obtainLoginAddress: vi.fn<() => void>(),
    callExternalLogout: vi.fn<(address: string) => void>(),
  };
  const machine = authMachine.provide({
    actors: {
      navigateAway: fromPromise(({ input }) => {
        effects.navigateAway(input.to);
        return options.navigation ? options.navigation() : Promise.resolve();
      }),
      endServerSession: fromPromise(() => {
        effects.endServerSession();
        return options.serverLogout ? options.serverLogout() : Promise.resolve();
      }),
      resolveExternalAddress: externalAddressMachine.provide({
        actors: {
          readStoredAddress: fromPromise(() =>
            Promise.resolve({ raw: options.storedLogoutAddress ?? null }),
          ),
          fetchExternalAddress: fromPromise(({ input }) => {
            effects.fetchExternalAddress(input.kind);
            return Promise.resolve(
              options.logoutAddressResult ?? { ok: true as const, address: LOGOUT_ADDRESS },
            );
          }),
        },
        actions: { storeAddress: (_, params) => effects.storeAddress(params) },
      }),
      obtainLoginAddress: fromPromise(() => {
        effects.obtainLoginAddress();
        return options.loginAddress
          ? options.loginAddress()
          : Promise.resolve({ address: LOGIN_ADDRESS });
      }),
      callExternalLogout: fromPromise(({ input }) => {
        effects.callExternalLogout(input.address);
        return Promise.resolve();
      }),
    },
    actions: {
      storeAuthState: (_, params) => effects.storeAuthState(params.state),
      clearAuthState: () => effects.clearAuthState(),
      openLoginPage: (_, params) => effects.openLoginPage(params.address),
      showError: (_, params) => effects.showError(params.message),
      reloadPage: () => effects.reloadPage(),
    },
  });
  const actor = createActor(machine, {
    input: { authState, now: () => clock.now(), fallbackLogoutAddress: FALLBACK_LOGOUT_ADDRESS },
    clock,
  }).start();
  return { actor, effects, clock };
}

/** Order in which two spies were first called. */
function calledBefore(first: { mock: { invocationCallOrder: number[] } }, second: typeof first) {
  return (
    (first.mock.invocationCallOrder[0] ?? Infinity) < (second.mock.invocationCallOrder[0] ?? 0)
  );
}

describe('authMachine: every state is reachable', () => {
  const events: GraphEvent[] = [
    { type: 'auth.signedIn', state: corporateUser },
    { type: 'auth.signedIn', state: operator },
    { type: 'auth.storageChanged', state: null },
    { type: 'auth.sessionEnded', code: 1000, msg: '' },
    { type: 'auth.unauthorized', preUrl: '/workspace/home' },
    { type: 'auth.legalPersonOnly' },
    { type: 'auth.noticeConfirmed' },
    { type: 'auth.noticeDismissed' },
    { type: 'auth.logout' },
    { type: 'xstate.done.actor.navigateAway' },
    { type: 'xstate.done.actor.endServerSession' },
    { type: 'xstate.after.serverLogoutTimeout.auth.loggingOut.endingServerSession' },
    {
      type: 'xstate.done.actor.resolveLogoutAddress',
      output: { address: LOGOUT_ADDRESS, source: 'fetched' },
    },
    { type: 'xstate.done.actor.obtainLoginAddress', output: { address: LOGIN_ADDRESS } },
    { type: 'xstate.after.reloadDelay.auth.forcedLogout.signingOutOfSso' },
  ];

  it.each([
    ['signed out', null],
    ['signed in', corporateUser],
  ] as const)('from a %s start', (_, authState) => {
    const model = new TestModel(authMachine, {
      events: asMachineEvents<AuthEvent>(events),
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.authState?.userType ?? null]),
    });
    const paths = model.getShortestPaths({
      input: { authState, now: () => NOW, fallbackLogoutAddress: FALLBACK_LOGOUT_ADDRESS },
    });
    expect(reachedStatePaths(paths)).toEqual(
      restingStatePaths(authMachine, ['resolving', 'loggingOut.deciding']),
    );
  });
});

describe('authMachine', () => {
  it('starts signed in when an AuthState is stored, signed out otherwise', () => {
    expect(startAuth(corporateUser).actor.getSnapshot().value).toBe('signedIn');
    expect(startAuth(null).actor.getSnapshot().value).toBe('signedOut');
  });

  it('auth.signedIn keeps and stores the session', () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.signedIn', state: corporateUser });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.authState).toEqual(corporateUser);
    expect(effects.storeAuthState).toHaveBeenCalledExactlyOnceWith(corporateUser);
    expect(effects.navigateAway).not.toHaveBeenCalled();
  });

  it('auth.storageChanged follows another tab without touching storage', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.storageChanged', state: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'auth.storageChanged', state: corporateUser });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.storeAuthState).not.toHaveBeenCalled();
    expect(effects.clearAuthState).not.toHaveBeenCalled();
  });

  it.each([1000, 1001] as const)(
    'auth.sessionEnded (%i) explains, goes to /home and clears AuthState once it is there',
    async (code) => {
      const arrival = deferred();
      const { actor, effects } = startAuth(corporateUser, { navigation: () => arrival.promise });
      actor.send({ type: 'auth.sessionEnded', code, msg: '登录已过期，请重新登录' });
      expect(effects.showError).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
      expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith('/home');
      expect(actor.getSnapshot().value).toBe('leaving');
      // Not yet: cleared now, the workspace's own login check would send the page to /login.
      expect(effects.clearAuthState).not.toHaveBeenCalled();
      arrival.resolve();
      await flush();
      expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.authState).toBeNull();
    },
  );

  it('ends the session even when the page cannot move', async () => {
    const { actor, effects } = startAuth(corporateUser, {
      navigation: () => Promise.reject(new Error('chunk failed')),
    });
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '' });
    await flush();
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('answers a second session end on the way out with nothing more', async () => {
    const arrival = deferred();
    const { actor, effects } = startAuth(corporateUser, { navigation: () => arrival.promise });
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '登录已过期' });
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '登录已过期' });
    actor.send({ type: 'auth.unauthorized', preUrl: '/workspace/home' });
    arrival.resolve();
    await flush();
    expect(effects.showError).toHaveBeenCalledTimes(1);
    expect(effects.navigateAway).toHaveBeenCalledTimes(1);
  });

  it('a session end while nobody is signed in only makes sure nothing is stored', () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.sessionEnded', code: 1001, msg: '账号已被停用' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.showError).not.toHaveBeenCalled();
    expect(effects.navigateAway).not.toHaveBeenCalled();
  });

  it('auth.unauthorized goes to /user/login with preUrl, then clears AuthState', async () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.unauthorized', preUrl: '/workspace/domain/detail?id=7' });
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith(
      '/user/login?preUrl=%2Fworkspace%2Fdomain%2Fdetail%3Fid%3D7',
    );
    await flush();
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('auth.unauthorized on a login page clears the session but stays there', () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.unauthorized', preUrl: '/user/login?preUrl=%2Fhome' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.navigateAway).not.toHaveBeenCalled();
  });

  it('auth.legalPersonOnly clears the session, shows the notice and gets a fresh login address', async () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.legalPersonOnly' });
    expect(actor.getSnapshot().value).toBe('legalPersonNotice');
    expect(actor.getSnapshot().context.authState).toBeNull();
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.obtainLoginAddress).toHaveBeenCalledTimes(1);
    await flush();
    expect(effects.openLoginPage).not.toHaveBeenCalled();
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.openLoginPage).toHaveBeenCalledExactlyOnceWith(LOGIN_ADDRESS);
    expect(effects.navigateAway).not.toHaveBeenCalled();
  });

  it('confirming before a fresh address arrived opens the stored one (null)', () => {
    const { actor, effects } = startAuth(null, { loginAddress: () => deferred<never>().promise });
    actor.send({ type: 'auth.legalPersonOnly' });
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(effects.openLoginPage).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('dismissing the notice signs out without opening anything', async () => {
    const { actor, effects } = startAuth(null, {
      loginAddress: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'auth.legalPersonOnly' });
    await flush();
    actor.send({ type: 'auth.noticeDismissed' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.openLoginPage).not.toHaveBeenCalled();
  });

  it('ignores notice events when no notice is shown', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.openLoginPage).not.toHaveBeenCalled();
  });

  it('follows the stored AuthState through watchAuthState for as long as it runs', () => {
    let report: (event: AuthEvent) => void = () => undefined;
    const stopWatching = vi.fn<() => void>();
    const machine = authMachine.provide({
      actors: {
        watchAuthState: fromCallback<EventObject>(({ sendBack }) => {
          report = sendBack;
          return stopWatching;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { authState: null, fallbackLogoutAddress: FALLBACK_LOGOUT_ADDRESS },
    }).start();
    report({ type: 'auth.storageChanged', state: corporateUser });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.authState).toEqual(corporateUser);
    expect(stopWatching).not.toHaveBeenCalled();
    actor.stop();
    expect(stopWatching).toHaveBeenCalledTimes(1);
  });
});

describe('authMachine: logout', () => {
  it('an operator: the server ends the session, then /home and AuthState cleared; no SSO involved', async () => {
    const { actor, effects } = startAuth(operator);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(effects.endServerSession).toHaveBeenCalledTimes(1);
    // The server call carries the token, so AuthState stays until it has gone out.
    expect(effects.clearAuthState).not.toHaveBeenCalled();
    await flush();
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith('/home');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(calledBefore(effects.navigateAway, effects.clearAuthState)).toBe(true);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.fetchExternalAddress).not.toHaveBeenCalled();
    expect(effects.callExternalLogout).not.toHaveBeenCalled();
    expect(effects.openLoginPage).not.toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('a failed server logout does not keep anyone signed in', async () => {
    const { actor, effects } = startAuth(operator, {
      serverLogout: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a server that does not answer is given 5 seconds', async () => {
    const { actor, effects, clock } = startAuth(operator, {
      serverLogout: () => deferred().promise,
    });
    actor.send({ type: 'auth.logout' });
    clock.increment(4_999);
    await flush();
    expect(effects.navigateAway).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith('/home');
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a corporate user: forced logout through the SSO, reloading after 500 ms', async () => {
    const { actor, effects, clock } = startAuth(corporateUser);
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.endServerSession).toHaveBeenCalledTimes(1);
    // web/login/out, cached under homeLogoutUrl for 60 s.
    expect(effects.fetchExternalAddress).toHaveBeenCalledExactlyOnceWith('logout');
    expect(effects.storeAddress).toHaveBeenCalledExactlyOnceWith({
      kind: 'logout',
      cached: createCachedValue(LOGOUT_ADDRESS, NOW),
    });
    expect(effects.obtainLoginAddress).toHaveBeenCalledTimes(1);
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith('/home');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.openLoginPage).toHaveBeenCalledExactlyOnceWith(LOGIN_ADDRESS);
    expect(effects.callExternalLogout).toHaveBeenCalledExactlyOnceWith(LOGOUT_ADDRESS);
    expect(calledBefore(effects.navigateAway, effects.clearAuthState)).toBe(true);
    expect(actor.getSnapshot().context.authState).toBeNull();
    expect(effects.reloadPage).not.toHaveBeenCalled();
    clock.increment(499);
    expect(effects.reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('uses a fresh cached logout address without asking the server', async () => {
    const cached = serializeCachedValue(createCachedValue(LOGOUT_ADDRESS, NOW - 10_000));
    const { actor, effects } = startAuth(corporateUser, { storedLogoutAddress: cached });
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.fetchExternalAddress).not.toHaveBeenCalled();
    expect(effects.storeAddress).not.toHaveBeenCalled();
    expect(effects.callExternalLogout).toHaveBeenCalledExactlyOnceWith(LOGOUT_ADDRESS);
  });

  it('falls back to the configured logout address when the server cannot tell', async () => {
    const stale = serializeCachedValue(createCachedValue(LOGOUT_ADDRESS, NOW - 120_000));
    const { actor, effects } = startAuth(corporateUser, {
      storedLogoutAddress: stale,
      logoutAddressResult: { ok: false },
    });
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.fetchExternalAddress).toHaveBeenCalledTimes(1);
    expect(effects.storeAddress).not.toHaveBeenCalled();
    expect(effects.callExternalLogout).toHaveBeenCalledExactlyOnceWith(FALLBACK_LOGOUT_ADDRESS);
  });

  it('opens the stored login address (null) when no fresh one can be had', async () => {
    const { actor, effects } = startAuth(corporateUser, {
      loginAddress: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.openLoginPage).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('ignores a second 退出登录 and session ends while logging out', async () => {
    const serverLogout = deferred();
    const { actor, effects } = startAuth(corporateUser, {
      serverLogout: () => serverLogout.promise,
    });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '' });
    actor.send({ type: 'auth.legalPersonOnly' });
    serverLogout.resolve();
    await flush();
    expect(effects.endServerSession).toHaveBeenCalledTimes(1);
    expect(effects.showError).not.toHaveBeenCalled();
    expect(effects.openLoginPage).toHaveBeenCalledTimes(1);
  });

  it('auth.logout while already signed out just makes sure of it', async () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(effects.endServerSession).not.toHaveBeenCalled();
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith('/home');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
  });
});

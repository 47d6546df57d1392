import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { authMachine } from '@machines/auth/auth.machine';
import type { AuthEvent, AuthState } from '@machines/auth/auth.types';

const corporateUser: AuthState = {
  token: 'tok-1',
  userType: 'second',
  name: '李华',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
};

/** Starts the machine with spy effects, so each test can check exactly what an event caused. */
function startAuth(authState: AuthState | null) {
  const effects = {
    storeAuthState: vi.fn<(state: AuthState) => void>(),
    clearAuthState: vi.fn<() => void>(),
    navigate: vi.fn<(to: string) => void>(),
    openLoginPage: vi.fn<() => void>(),
    showError: vi.fn<(message: string) => void>(),
  };
  const machine = authMachine.provide({
    actions: {
      storeAuthState: (_, params) => effects.storeAuthState(params.state),
      clearAuthState: () => effects.clearAuthState(),
      navigate: (_, params) => effects.navigate(params.to),
      openLoginPage: () => effects.openLoginPage(),
      showError: (_, params) => effects.showError(params.message),
    },
  });
  const actor = createActor(machine, { input: { authState } }).start();
  return { actor, effects };
}

describe('authMachine', () => {
  it('reaches every state from either start', () => {
    const events: AuthEvent[] = [
      { type: 'auth.signedIn', state: corporateUser },
      { type: 'auth.storageChanged', state: null },
      { type: 'auth.sessionEnded', code: 1000, msg: '' },
      { type: 'auth.unauthorized', preUrl: '/workspace/home' },
      { type: 'auth.legalPersonOnly' },
      { type: 'auth.noticeConfirmed' },
      { type: 'auth.noticeDismissed' },
      { type: 'auth.logout' },
    ];
    const reachedFrom = (authState: AuthState | null) =>
      new Set(
        getShortestPaths(authMachine, { input: { authState }, events }).map((path) =>
          String(path.state.value),
        ),
      );
    const allStates = new Set(['signedOut', 'signedIn', 'legalPersonNotice']);
    expect(reachedFrom(null)).toEqual(allStates);
    expect(reachedFrom(corporateUser)).toEqual(allStates);
  });

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
    expect(effects.navigate).not.toHaveBeenCalled();
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
    'auth.sessionEnded (%i) clears the session, explains and goes to /home',
    (code) => {
      const { actor, effects } = startAuth(corporateUser);
      actor.send({ type: 'auth.sessionEnded', code, msg: '登录已过期，请重新登录' });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.authState).toBeNull();
      expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
      expect(effects.showError).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/home');
      expect(effects.clearAuthState.mock.invocationCallOrder[0]).toBeLessThan(
        effects.navigate.mock.invocationCallOrder[0] ?? 0,
      );
    },
  );

  it('auth.unauthorized clears the session and goes to /user/login with preUrl', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.unauthorized', preUrl: '/workspace/domain/detail?id=7' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(
      '/user/login?preUrl=%2Fworkspace%2Fdomain%2Fdetail%3Fid%3D7',
    );
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('auth.unauthorized on a login page clears the session but stays there', () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.unauthorized', preUrl: '/user/login?preUrl=%2Fhome' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('auth.legalPersonOnly clears the session and shows the notice; confirming opens the login page', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.legalPersonOnly' });
    expect(actor.getSnapshot().value).toBe('legalPersonNotice');
    expect(actor.getSnapshot().context.authState).toBeNull();
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.openLoginPage).not.toHaveBeenCalled();
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.openLoginPage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('dismissing the notice signs out without opening anything', () => {
    const { actor, effects } = startAuth(null);
    actor.send({ type: 'auth.legalPersonOnly' });
    actor.send({ type: 'auth.noticeDismissed' });
    expect(actor.getSnapshot().value).toBe('signedOut');
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
    const actor = createActor(machine, { input: { authState: null } }).start();
    report({ type: 'auth.storageChanged', state: corporateUser });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.authState).toEqual(corporateUser);
    expect(stopWatching).not.toHaveBeenCalled();
    actor.stop();
    expect(stopWatching).toHaveBeenCalledTimes(1);
  });

  it('ignores notice events when no notice is shown', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.openLoginPage).not.toHaveBeenCalled();
  });

  it('auth.logout clears the session and goes to /home', () => {
    const { actor, effects } = startAuth(corporateUser);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearAuthState).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/home');
    expect(effects.showError).not.toHaveBeenCalled();
  });
});

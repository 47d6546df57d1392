import { describe, expect, it, vi } from 'vitest';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { createAuthActor } from '@/features/auth/auth-actor';
import { readAuthState, writeAuthState, type AuthState } from '@/lib/auth-state';

const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?uuid=7d4c';

const corporateUser: AuthState = {
  token: 'tok-1',
  userType: 'second',
  name: '李华',
  corName: '江苏数源科技有限公司',
  rights: ['domain:apply'],
};

function startActor() {
  const navigate = vi.fn<(to: string) => void>();
  const notifyError = vi.fn<(message: string) => void>();
  const openWindow = vi.fn<(url: string) => void>();
  const actor = createAuthActor({ navigate, notifyError, openWindow });
  return { actor, navigate, notifyError, openWindow };
}

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

  it('on 1000/1001 clears storage, shows the server message and goes to /home', () => {
    writeAuthState(corporateUser);
    const { actor, navigate, notifyError } = startActor();
    actor.send({ type: 'auth.sessionEnded', code: 1001, msg: '账号已停用，请联系管理员' });
    expect(readAuthState()).toBeNull();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('账号已停用，请联系管理员');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home');
    actor.stop();
  });

  it('explains an unexplained session end in Chinese', () => {
    const { actor, notifyError } = startActor();
    actor.send({ type: 'auth.sessionEnded', code: 1000, msg: '' });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('登录状态已失效，请重新登录');
    actor.stop();
  });

  it('on 401 clears storage and goes to /user/login with preUrl', () => {
    writeAuthState(corporateUser);
    const { actor, navigate } = startActor();
    actor.send({ type: 'auth.unauthorized', preUrl: '/workspace/home' });
    expect(readAuthState()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/user/login?preUrl=%2Fworkspace%2Fhome');
    actor.stop();
  });

  it('confirming the 3166 notice opens the stored SSO login address in a new tab', () => {
    writeAuthState(corporateUser);
    window.localStorage.setItem('UUID', serializeCachedValue(createCachedValue(LOGIN_ADDRESS, 0)));
    const { actor, openWindow } = startActor();
    actor.send({ type: 'auth.legalPersonOnly' });
    expect(readAuthState()).toBeNull();
    expect(actor.getSnapshot().value).toBe('legalPersonNotice');
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(LOGIN_ADDRESS);
    actor.stop();
  });

  it('opens the portal login page when no SSO address is stored', () => {
    const { actor, openWindow } = startActor();
    actor.send({ type: 'auth.legalPersonOnly' });
    actor.send({ type: 'auth.noticeConfirmed' });
    expect(openWindow).toHaveBeenCalledExactlyOnceWith('/login');
    actor.stop();
  });

  it('opens a real new tab without giving it access to the portal', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = createAuthActor({ navigate: vi.fn(), notifyError: vi.fn() });
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

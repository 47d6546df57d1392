import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearAuthState,
  readAuthState,
  subscribeAuthState,
  useAuthState,
  writeAuthState,
  type AuthState,
} from '@/lib/auth-state';

const operator: AuthState = {
  token: 'tok-9',
  userType: 'primary',
  name: '王审核',
  corName: '',
  rights: ['domain:first-review', '', '  '],
};

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  return entry === undefined ? null : entry.slice(name.length + 1);
}

describe('AuthState storage', () => {
  it('is kept in localStorage and in a cookie of the same name, without empty rights', () => {
    writeAuthState(operator);
    const stored = { ...operator, rights: ['domain:first-review'] };
    expect(JSON.parse(window.localStorage.getItem('AuthState') ?? 'null')).toEqual(stored);
    expect(JSON.parse(decodeURIComponent(readCookie('AuthState') ?? ''))).toEqual(stored);
    expect(readAuthState()).toEqual(stored);
  });

  it('drops empty rights on read as well', () => {
    window.localStorage.setItem(
      'AuthState',
      JSON.stringify({ ...operator, rights: ['', 'audit:read', 7] }),
    );
    expect(readAuthState()?.rights).toEqual(['audit:read']);
  });

  it('reads nothing when signed out', () => {
    expect(readAuthState()).toBeNull();
  });

  it('reads a malformed entry as signed out and removes it', () => {
    window.localStorage.setItem('AuthState', '{not json');
    expect(readAuthState()).toBeNull();
    expect(window.localStorage.getItem('AuthState')).toBeNull();

    window.localStorage.setItem('AuthState', JSON.stringify({ userType: 'second', rights: [] }));
    expect(readAuthState()).toBeNull();
    expect(window.localStorage.getItem('AuthState')).toBeNull();
  });

  it('is cleared from storage and the cookie', () => {
    writeAuthState(operator);
    clearAuthState();
    expect(window.localStorage.getItem('AuthState')).toBeNull();
    expect(readCookie('AuthState')).toBeNull();
  });

  it('tells subscribers about local writes and about other tabs', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = subscribeAuthState(listener);
    writeAuthState(operator);
    clearAuthState();
    window.dispatchEvent(new StorageEvent('storage', { key: 'AuthState' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'latestPath' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeAuthState(operator);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

function WhoIsSignedIn() {
  const authState = useAuthState();
  return <p>{authState === null ? '未登录' : `已登录：${authState.name}`}</p>;
}

describe('useAuthState', () => {
  it('shows the signed-in state and follows changes', () => {
    render(<WhoIsSignedIn />);
    expect(screen.getByText('未登录')).toBeInTheDocument();
    act(() => writeAuthState(operator));
    expect(screen.getByText('已登录：王审核')).toBeInTheDocument();
    act(() => {
      window.localStorage.removeItem('AuthState');
      window.dispatchEvent(new StorageEvent('storage', { key: 'AuthState' }));
    });
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });
});

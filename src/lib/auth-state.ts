/**
 * The signed-in user (spec §3, DESIGN §3): `AuthState` in localStorage, mirrored in a cookie of the same
 * name (path=/, SameSite=Lax, Secure on https, URI-encoded JSON) so the server and every tab see the same
 * session. Rights that are empty strings are dropped on the way in and out; a damaged entry reads as
 * signed out and is removed.
 */
import { useSyncExternalStore } from 'react';
import type { AuthState } from '@machines/auth/auth.types';
import { isEmpty } from './is-empty';
import { storageKeys } from './storage-keys';

export type { AuthState };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function cleanRights(rights: readonly unknown[]): string[] {
  return rights.filter((right): right is string => typeof right === 'string' && !isEmpty(right));
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : null;
}

/** Checks a parsed value field by field; anything that is not an AuthState gives null. */
function toAuthState(value: unknown): AuthState | null {
  if (typeof value !== 'object' || value === null) return null;
  const token: unknown = Reflect.get(value, 'token');
  const userType = optionalText(Reflect.get(value, 'userType'));
  const name = optionalText(Reflect.get(value, 'name'));
  const corName = optionalText(Reflect.get(value, 'corName'));
  const rights: unknown = Reflect.get(value, 'rights') ?? [];
  if (typeof token !== 'string' || isEmpty(token)) return null;
  if (userType === null || name === null || corName === null || !Array.isArray(rights)) return null;
  return { token, userType, name, corName, rights: cleanRights(rights) };
}

function parseAuthState(raw: string | null): AuthState | null {
  if (raw === null) return null;
  try {
    return toAuthState(JSON.parse(raw));
  } catch {
    // Not JSON: a damaged entry, which means nobody is signed in.
    return null;
  }
}

function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; SameSite=Lax${secure}`;
}

/** The stored AuthState, or null when signed out. A malformed entry is removed. */
export function readAuthState(storage: Storage = window.localStorage): AuthState | null {
  const raw = storage.getItem(storageKeys.authState);
  const state = parseAuthState(raw);
  if (raw !== null && state === null) storage.removeItem(storageKeys.authState);
  return state;
}

export function writeAuthState(state: AuthState, storage: Storage = window.localStorage): void {
  const json = JSON.stringify({ ...state, rights: cleanRights(state.rights) });
  storage.setItem(storageKeys.authState, json);
  document.cookie = `${storageKeys.authState}=${encodeURIComponent(json)}${cookieAttributes()}`;
  notify();
}

export function clearAuthState(storage: Storage = window.localStorage): void {
  storage.removeItem(storageKeys.authState);
  document.cookie = `${storageKeys.authState}=; max-age=0${cookieAttributes()}`;
  notify();
}

/**
 * Calls `listener` whenever AuthState changes: by this tab's writes, or by another tab (storage event).
 * Returns the unsubscribe function.
 */
export function subscribeAuthState(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === storageKeys.authState) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same object while the stored text is unchanged.
let snapshotRaw: string | null = null;
let snapshotState: AuthState | null = null;

function getSnapshot(): AuthState | null {
  const raw = window.localStorage.getItem(storageKeys.authState);
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotState = parseAuthState(raw);
  }
  return snapshotState;
}

function getServerSnapshot(): AuthState | null {
  return null;
}

/** The signed-in user for views (the header's logged-in state); re-renders on every change. */
export function useAuthState(): AuthState | null {
  return useSyncExternalStore(subscribeAuthState, getSnapshot, getServerSnapshot);
}

/**
 * The last visited location (spec §2): saved on every route change so login can return the user there,
 * except for login callbacks whose query carries `ticket` or `token` (one-time credentials, never replayed).
 */
import { storageKeys } from './storage-keys';

export type LocationLike = { pathname: string; search: string; hash: string };

export function isLoginCallback(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('ticket') || query.has('token');
}

/** Saves pathname + search + hash unless it is a login callback; returns whether it was saved. */
export function saveLatestPath(
  location: LocationLike,
  storage: Storage = window.localStorage,
): boolean {
  if (isLoginCallback(location.search)) return false;
  storage.setItem(storageKeys.latestPath, `${location.pathname}${location.search}${location.hash}`);
  return true;
}

export function readLatestPath(storage: Storage = window.localStorage): string | null {
  const saved = storage.getItem(storageKeys.latestPath);
  return saved === null || saved === '' ? null : saved;
}

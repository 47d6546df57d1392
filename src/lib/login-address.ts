/**
 * The SSO login address stored by the startup UUID machine. Opening the login page must happen inside the
 * click that asks for it (or the browser blocks the new tab), so there is no time to refetch: an address
 * past its cache lifetime is still used, and only a missing one falls back to the portal's login route.
 */
import { isHttpAddress } from '@machines/startup/login-uuid';
import { parseCachedValue } from '@machines/startup/cached-value';
import { storageKeys } from './storage-keys';

export function readLoginAddress(storage: Storage = window.localStorage): string | null {
  const address = parseCachedValue(storage.getItem(storageKeys.uuid))?.value ?? null;
  return isHttpAddress(address) ? address : null;
}

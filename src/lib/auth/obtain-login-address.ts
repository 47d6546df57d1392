/**
 * A usable SSO login address for the browser: the stored one while its cache is fresh, else a new one
 * from `web/login/uuid` (the startup UUID rules do exactly this). A login attempt is single-use, so
 * `forgetLoginAddress` drops the stored one once it has been handed to the SSO, and `fresh` asks for a
 * new one whatever is stored (the 3166 notice and the forced logout open the login page right after a
 * login used the stored attempt).
 */
import type { LoginAddressOutcome } from '@machines/auth/auth.types';
import type { ApiClient } from '@/api/client';
import { storageKeys } from '../storage-keys';
import { runStartup } from './run-startup';

export type LoginAddressDeps = {
  getApi: () => ApiClient;
  storage: Storage;
  now?: () => number;
  fresh?: boolean;
};

export async function obtainLoginAddress(deps: LoginAddressDeps): Promise<LoginAddressOutcome> {
  if (deps.fresh) forgetLoginAddress(deps.storage);
  const output = await runStartup({
    api: deps.getApi(),
    storage: deps.storage,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { address: output.address };
}

export function forgetLoginAddress(storage: Storage): void {
  storage.removeItem(storageKeys.uuid);
  storage.removeItem(storageKeys.uuidId);
}

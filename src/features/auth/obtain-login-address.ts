/**
 * A usable SSO login address for the browser: the stored one while its cache is fresh, else a new one
 * from `web/login/uuid` (the startup UUID rules do exactly this). `forgetLoginAddress` drops the stored
 * one once a ticket exchange has used its login attempt up, so the next login asks for a new one.
 */
import type { LoginAddressOutcome } from '@machines/auth/auth.types';
import type { ApiClient } from '@/api/client';
import { storageKeys } from '@/lib/storage-keys';
import { runStartup } from '@/features/startup/run-startup';

export type LoginAddressDeps = {
  getApi: () => ApiClient;
  storage: Storage;
  now?: () => number;
};

export async function obtainLoginAddress(deps: LoginAddressDeps): Promise<LoginAddressOutcome> {
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

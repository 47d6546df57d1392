/**
 * Runs the startup UUID machine (spec §4) in the browser: storage is localStorage, the address comes from
 * `web/login/uuid` without the global loading indicator (it runs behind the first page, which should not
 * look busy because of it).
 */
import { createActor, fromPromise, toPromise } from 'xstate';
import { startupUuidMachine } from '@machines/startup/startup-uuid.machine';
import { serializeCachedValue } from '@machines/startup/cached-value';
import type { LoginAddressResult, StartupUuidOutput } from '@machines/startup/startup-uuid.types';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { storageKeys } from '../storage-keys';

export type StartupDeps = {
  api: ApiClient;
  storage?: Storage;
  now?: () => number;
};

async function fetchLoginAddress(api: ApiClient): Promise<LoginAddressResult> {
  const result = await toResult(api.GET('/web/login/uuid', withOptions({ loading: false })));
  if (result.ok && typeof result.data === 'string' && result.data.trim() !== '') {
    return { ok: true, address: result.data.trim() };
  }
  return { ok: false };
}

export function runStartup(deps: StartupDeps): Promise<StartupUuidOutput> {
  const storage = deps.storage ?? window.localStorage;
  const machine = startupUuidMachine.provide({
    actors: {
      readStored: fromPromise(() =>
        Promise.resolve({ rawUuid: storage.getItem(storageKeys.uuid) }),
      ),
      fetchLoginAddress: fromPromise(() => fetchLoginAddress(deps.api)),
    },
    actions: {
      removeLegacyKeys: () => {
        for (const key of [
          storageKeys.uuid,
          storageKeys.uuidId,
          storageKeys.homeLogoutUrl,
          storageKeys.homeRegisterUrl,
        ]) {
          storage.removeItem(key);
        }
      },
      storeUuid: (_, params) => {
        storage.setItem(storageKeys.uuid, serializeCachedValue(params.cached));
        storage.setItem(storageKeys.uuidId, params.uuidId);
      },
    },
  });
  const actor = createActor(machine, { input: { now: deps.now ?? Date.now } });
  const done = toPromise(actor);
  actor.start();
  return done;
}

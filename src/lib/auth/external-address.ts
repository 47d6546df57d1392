/**
 * The external address machine (SSO logout and register addresses) wired to the browser: storage for
 * the cached value (homeLogoutUrl, homeRegisterUrl) and the API client for `web/login/out` and
 * `web/login/register`, quietly (no loading bar, no toast: a failure only means the built-in fallback).
 */
import { fromPromise } from 'xstate';
import { externalAddressMachine } from '@machines/auth/external-address.machine';
import type {
  ExternalAddressKind,
  ExternalAddressResult,
} from '@machines/auth/external-address.types';
import { serializeCachedValue } from '@machines/startup/cached-value';
import { isHttpAddress } from '@machines/startup/login-uuid';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { storageKeys } from '../storage-keys';

export const externalAddressKeys: Readonly<Record<ExternalAddressKind, string>> = {
  logout: storageKeys.homeLogoutUrl,
  register: storageKeys.homeRegisterUrl,
};

const quietly = withOptions({ loading: false, silent: true });

async function fetchExternalAddress(
  api: ApiClient,
  kind: ExternalAddressKind,
): Promise<ExternalAddressResult> {
  const result =
    kind === 'logout'
      ? await toResult(api.GET('/web/login/out', quietly))
      : await toResult(api.GET('/web/login/register', quietly));
  if (result.ok && typeof result.data === 'string' && isHttpAddress(result.data)) {
    return { ok: true, address: result.data.trim() };
  }
  return { ok: false };
}

export type ExternalAddressDeps = {
  getApi: () => ApiClient;
  storage: Storage;
};

export function browserExternalAddressMachine(deps: ExternalAddressDeps) {
  return externalAddressMachine.provide({
    actors: {
      readStoredAddress: fromPromise(({ input }) =>
        Promise.resolve({ raw: deps.storage.getItem(externalAddressKeys[input.kind]) }),
      ),
      fetchExternalAddress: fromPromise(({ input }) =>
        fetchExternalAddress(deps.getApi(), input.kind),
      ),
    },
    actions: {
      storeAddress: (_, params) =>
        deps.storage.setItem(externalAddressKeys[params.kind], serializeCachedValue(params.cached)),
    },
  });
}

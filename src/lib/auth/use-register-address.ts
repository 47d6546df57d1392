/**
 * The government SSO's register address for a 注册 link (spec §7, §8): at once the stored one (even
 * past its cache lifetime) or the configured fallback (SSO_REGISTER_FALLBACK_URL, in the page), then
 * whatever `web/login/register` says, cached under homeRegisterUrl for a minute — or the fallback
 * again when that call fails.
 */
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { parseCachedValue } from '@machines/startup/cached-value';
import { getApi } from '@/api/api-instance';
import { readRuntimeConfig } from '@/config/runtime-config';
import { browserExternalAddressMachine, externalAddressKeys } from './external-address';

function storedRegisterAddress(storage: Storage, fallbackAddress: string): string {
  return parseCachedValue(storage.getItem(externalAddressKeys.register))?.value ?? fallbackAddress;
}

export function useRegisterAddress(): string {
  const [fallbackAddress] = useState(() => readRuntimeConfig().ssoRegisterFallbackUrl);
  const [address, setAddress] = useState(() =>
    storedRegisterAddress(window.localStorage, fallbackAddress),
  );

  useEffect(() => {
    const machine = browserExternalAddressMachine({ getApi, storage: window.localStorage });
    const actor = createActor(machine, {
      input: { kind: 'register', fallbackAddress, now: () => Date.now() },
    });
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') setAddress(snapshot.output.address);
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [fallbackAddress]);

  return address;
}

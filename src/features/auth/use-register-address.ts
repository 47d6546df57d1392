/**
 * The government SSO's register address for a 注册 link (spec §7, §8): at once the stored one (even
 * past its cache lifetime) or the built-in fallback, then whatever `web/login/register` says, cached
 * under homeRegisterUrl for a minute.
 */
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { FALLBACK_REGISTER_ADDRESS } from '@machines/auth/auth.types';
import { parseCachedValue } from '@machines/startup/cached-value';
import { getApi } from '@/api/api-instance';
import { browserExternalAddressMachine, externalAddressKeys } from './external-address';

function storedRegisterAddress(storage: Storage): string {
  return (
    parseCachedValue(storage.getItem(externalAddressKeys.register))?.value ??
    FALLBACK_REGISTER_ADDRESS
  );
}

export function useRegisterAddress(): string {
  const [address, setAddress] = useState(() => storedRegisterAddress(window.localStorage));

  useEffect(() => {
    const machine = browserExternalAddressMachine({ getApi, storage: window.localStorage });
    const actor = createActor(machine, { input: { kind: 'register', now: () => Date.now() } });
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') setAddress(snapshot.output.address);
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, []);

  return address;
}

/**
 * Startup UUID (spec §4, DESIGN §3): makes sure the browser holds a fresh login UUID before anyone needs
 * the SSO login address.
 *
 * reading → (legacy http UUID: drop it and its companions) → cached and fresh? ready : fetching
 * fetching → stored as a cached value with UUID_ID derived from it → ready; on failure the fallback UUID
 * is used and stored the same way, so the next start after the cache lifetime tries the call again.
 *
 * Effects are placeholders provided by the browser: `readStored` reads storage, `fetchLoginAddress` calls
 * `web/login/uuid` and resolves a result (startup-uuid.actors.ts), `removeLegacyKeys` and `storeUuid`
 * write storage.
 */
import { assign, setup } from 'xstate';
import { createCachedValue, DEFAULT_CACHE_TTL_MS, readCachedValue } from './cached-value';
import { isHttpAddress, uuidIdFromValue } from './login-uuid';
import { startupUuidActors } from './startup-uuid.actors';
import {
  FALLBACK_LOGIN_UUID,
  type LoginAddressResult,
  type StartupUuidContext,
  type StartupUuidInput,
  type StartupUuidOutput,
  type StoreUuidParams,
} from './startup-uuid.types';

type Source = NonNullable<StartupUuidContext['source']>;

/** Context for a UUID value; the address is kept only when the value is one. */
function describeValue(value: string, source: Source): Partial<StartupUuidContext> {
  return {
    value,
    uuid: uuidIdFromValue(value),
    address: isHttpAddress(value) ? value : null,
    source,
  };
}

export const startupUuidMachine = setup({
  types: {
    context: {} as StartupUuidContext,
    input: {} as StartupUuidInput,
    output: {} as StartupUuidOutput,
  },
  actors: startupUuidActors,
  actions: {
    /** Drops a legacy raw-address UUID with UUID_ID, homeLogoutUrl and homeRegisterUrl (spec §4). */
    removeLegacyKeys: () => undefined,
    /** Stores UUID as a cached value and UUID_ID beside it, so a start within the lifetime skips the call. */
    storeUuid: (_, _params: StoreUuidParams) => undefined,
    /** Keeps the still-fresh stored value. */
    useCachedValue: assign(({ context }, params: { rawUuid: string | null }) =>
      describeValue(readCachedValue(params.rawUuid, context.now()) ?? FALLBACK_LOGIN_UUID, 'cache'),
    ),
    /** Keeps the address the server answered with (the guard has already checked that there is one). */
    useFetchedAddress: assign((_, params: { result: LoginAddressResult }) =>
      params.result.ok
        ? describeValue(params.result.address, 'fetched')
        : describeValue(FALLBACK_LOGIN_UUID, 'fallback'),
    ),
    /** Spec §9: a fallback uuid is used when the uuid fetch fails. */
    useFallback: assign(() => describeValue(FALLBACK_LOGIN_UUID, 'fallback')),
  },
  guards: {
    isLegacyAddress: (_, params: { rawUuid: string | null }) => isHttpAddress(params.rawUuid),
    isFreshCache: ({ context }, params: { rawUuid: string | null }) =>
      readCachedValue(params.rawUuid, context.now()) !== null,
    fetchSucceeded: (_, params: { result: LoginAddressResult }) => params.result.ok,
  },
}).createMachine({
  id: 'startupUuid',
  context: ({ input }) => ({
    now: input.now,
    ttlMs: input.ttlMs ?? DEFAULT_CACHE_TTL_MS,
    value: null,
    uuid: null,
    address: null,
    source: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStored',
        src: 'readStored',
        onDone: [
          {
            guard: {
              type: 'isLegacyAddress',
              params: ({ event }) => ({ rawUuid: event.output.rawUuid }),
            },
            target: 'fetching',
            actions: 'removeLegacyKeys',
          },
          {
            guard: {
              type: 'isFreshCache',
              params: ({ event }) => ({ rawUuid: event.output.rawUuid }),
            },
            target: 'ready',
            actions: {
              type: 'useCachedValue',
              params: ({ event }) => ({ rawUuid: event.output.rawUuid }),
            },
          },
          { target: 'fetching' },
        ],
        // Storage that cannot be read (a locked-down browser) counts as an empty cache.
        onError: { target: 'fetching' },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchLoginAddress',
        src: 'fetchLoginAddress',
        onDone: [
          {
            guard: { type: 'fetchSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'storing',
            actions: {
              type: 'useFetchedAddress',
              params: ({ event }) => ({ result: event.output }),
            },
          },
          { target: 'storing', actions: 'useFallback' },
        ],
        onError: { target: 'storing', actions: 'useFallback' },
      },
    },
    storing: {
      always: {
        target: 'ready',
        actions: {
          type: 'storeUuid',
          params: ({ context }) => {
            const value = context.value ?? FALLBACK_LOGIN_UUID;
            return {
              cached: createCachedValue(value, context.now(), context.ttlMs),
              uuidId: context.uuid ?? uuidIdFromValue(value),
            };
          },
        },
      },
    },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({
    uuid: context.uuid ?? FALLBACK_LOGIN_UUID,
    address: context.address,
    source: context.source ?? 'fallback',
  }),
});

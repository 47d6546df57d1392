/**
 * External address (spec §7, §8): the government SSO's logout or register address, as the portal's
 * server announces it (`web/login/out`, `web/login/register`).
 *
 * reading → cached and fresh? ready : fetching
 * fetching → stored as a cached value (homeLogoutUrl / homeRegisterUrl) → ready; on failure the fallback
 * address given as input is used and nothing is stored, so the next time asks the server again.
 *
 * Effects are placeholders provided by the browser (see external-address.actors.ts); `storeAddress`
 * writes storage.
 */
import { assign, setup } from 'xstate';
import { createCachedValue, DEFAULT_CACHE_TTL_MS, readCachedValue } from '../startup/cached-value';
import { externalAddressActors } from './external-address.actors';
import type {
  ExternalAddressContext,
  ExternalAddressInput,
  ExternalAddressOutput,
  ExternalAddressResult,
  StoreAddressParams,
} from './external-address.types';

export const externalAddressMachine = setup({
  types: {
    context: {} as ExternalAddressContext,
    input: {} as ExternalAddressInput,
    output: {} as ExternalAddressOutput,
  },
  actors: externalAddressActors,
  actions: {
    /** Keeps the stored address while it is fresh (the guard has checked it is). */
    useCachedAddress: assign(({ context }, params: { raw: string | null }) => ({
      address: readCachedValue(params.raw, context.now()),
      source: 'cache' as const,
    })),
    /** Keeps the address the server answered with. */
    useFetchedAddress: assign((_, params: { result: ExternalAddressResult }) =>
      params.result.ok
        ? { address: params.result.address, source: 'fetched' as const }
        : { address: null, source: null },
    ),
    /** Spec §8: the fallback address when the server cannot tell. */
    useFallback: assign(({ context }) => ({
      address: context.fallbackAddress,
      source: 'fallback' as const,
    })),
    /** Stores the fetched address as a cached value, so the next minute does without the call. */
    storeAddress: (_, _params: StoreAddressParams) => undefined,
  },
  guards: {
    isFreshCache: ({ context }, params: { raw: string | null }) =>
      readCachedValue(params.raw, context.now()) !== null,
    fetchSucceeded: (_, params: { result: ExternalAddressResult }) => params.result.ok,
  },
}).createMachine({
  id: 'externalAddress',
  context: ({ input }) => ({
    kind: input.kind,
    fallbackAddress: input.fallbackAddress,
    now: input.now,
    ttlMs: input.ttlMs ?? DEFAULT_CACHE_TTL_MS,
    address: null,
    source: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStoredAddress',
        src: 'readStoredAddress',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: { type: 'isFreshCache', params: ({ event }) => ({ raw: event.output.raw }) },
            target: 'ready',
            actions: {
              type: 'useCachedAddress',
              params: ({ event }) => ({ raw: event.output.raw }),
            },
          },
          { target: 'fetching' },
        ],
        // Storage that cannot be read counts as an empty cache.
        onError: { target: 'fetching' },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchExternalAddress',
        src: 'fetchExternalAddress',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: { type: 'fetchSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'storing',
            actions: {
              type: 'useFetchedAddress',
              params: ({ event }) => ({ result: event.output }),
            },
          },
          { target: 'ready', actions: 'useFallback' },
        ],
        onError: { target: 'ready', actions: 'useFallback' },
      },
    },
    storing: {
      always: {
        target: 'ready',
        actions: {
          type: 'storeAddress',
          params: ({ context }) => ({
            kind: context.kind,
            cached: createCachedValue(
              context.address ?? context.fallbackAddress,
              context.now(),
              context.ttlMs,
            ),
          }),
        },
      },
    },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({
    address: context.address ?? context.fallbackAddress,
    source: context.source ?? 'fallback',
  }),
});

import { describe, expect, it, vi } from 'vitest';
import { TestModel } from 'xstate/graph';
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';
import { externalAddressMachine } from '@machines/auth/external-address.machine';
import type {
  ExternalAddressKind,
  ExternalAddressResult,
  StoreAddressParams,
} from '@machines/auth/external-address.types';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { reachedStatePaths, restingStatePaths, asMachineEvents } from './state-coverage';

const NOW = 1_750_000_000_000;
const REGISTER_ADDRESS = 'http://127.0.0.1:8080/dev-sso/register';
/** What a deployment configures (SSO_LOGOUT_FALLBACK_URL, SSO_REGISTER_FALLBACK_URL). */
const FALLBACK_ADDRESSES: Readonly<Record<ExternalAddressKind, string>> = {
  logout: 'https://sso.example.gov.cn/cas/logout',
  register: 'https://sso.example.gov.cn/cas/register?type=legal',
};

async function resolveAddress(options: {
  kind: ExternalAddressKind;
  stored?: string | null;
  unreadable?: boolean;
  fetched?: ExternalAddressResult | Error;
}) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const fetchExternalAddress = vi.fn<(kind: ExternalAddressKind) => void>();
  const storeAddress = vi.fn<(params: StoreAddressParams) => void>();
  const machine = externalAddressMachine.provide({
    actors: {
      readStoredAddress: fromPromise(() =>
        options.unreadable
          ? Promise.reject(new Error('SecurityError'))
          : Promise.resolve({ raw: options.stored ?? null }),
      ),
      fetchExternalAddress: fromPromise(({ input }) => {
        fetchExternalAddress(input.kind);
        const fetched = options.fetched ?? { ok: false as const };
        return fetched instanceof Error ? Promise.reject(fetched) : Promise.resolve(fetched);
      }),
    },
    actions: { storeAddress: (_, params) => storeAddress(params) },
  });
  const actor = createActor(machine, {
    input: {
      kind: options.kind,
      fallbackAddress: FALLBACK_ADDRESSES[options.kind],
      now: () => clock.now(),
    },
    clock,
  });
  const done = toPromise(actor);
  actor.start();
  return { output: await done, fetchExternalAddress, storeAddress };
}

describe('externalAddressMachine', () => {
  it('reaches every state', () => {
    const model = new TestModel(externalAddressMachine, {
      events: asMachineEvents([
        { type: 'xstate.done.actor.readStoredAddress', output: { raw: null } },
        {
          type: 'xstate.done.actor.readStoredAddress',
          output: { raw: serializeCachedValue(createCachedValue(REGISTER_ADDRESS, NOW)) },
        },
        {
          type: 'xstate.done.actor.fetchExternalAddress',
          output: { ok: true, address: REGISTER_ADDRESS },
        },
        { type: 'xstate.done.actor.fetchExternalAddress', output: { ok: false } },
      ]),
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const paths = model.getShortestPaths({
      input: { kind: 'register', fallbackAddress: FALLBACK_ADDRESSES.register, now: () => NOW },
    });
    expect(reachedStatePaths(paths)).toEqual(
      restingStatePaths(externalAddressMachine, ['storing']),
    );
  });

  it('uses a fresh stored address without asking the server', async () => {
    const stored = serializeCachedValue(createCachedValue(REGISTER_ADDRESS, NOW - 59_000));
    const { output, fetchExternalAddress, storeAddress } = await resolveAddress({
      kind: 'register',
      stored,
    });
    expect(output).toEqual({ address: REGISTER_ADDRESS, source: 'cache' });
    expect(fetchExternalAddress).not.toHaveBeenCalled();
    expect(storeAddress).not.toHaveBeenCalled();
  });

  it('asks the server when the stored address is stale, and caches the answer for 60 s', async () => {
    const stored = serializeCachedValue(
      createCachedValue('http://127.0.0.1:8080/dev-sso/old-register', NOW - 61_000),
    );
    const { output, fetchExternalAddress, storeAddress } = await resolveAddress({
      kind: 'register',
      stored,
      fetched: { ok: true, address: REGISTER_ADDRESS },
    });
    expect(output).toEqual({ address: REGISTER_ADDRESS, source: 'fetched' });
    expect(fetchExternalAddress).toHaveBeenCalledExactlyOnceWith('register');
    expect(storeAddress).toHaveBeenCalledExactlyOnceWith({
      kind: 'register',
      cached: { value: REGISTER_ADDRESS, expiresAt: NOW + 60_000 },
    });
  });

  it.each(['logout', 'register'] as const)(
    'falls back to the %s address it was given, unstored, when the server cannot tell',
    async (kind) => {
      const { output, storeAddress } = await resolveAddress({ kind, fetched: { ok: false } });
      expect(output).toEqual({ address: FALLBACK_ADDRESSES[kind], source: 'fallback' });
      expect(storeAddress).not.toHaveBeenCalled();
    },
  );

  it('falls back when the call throws', async () => {
    const { output } = await resolveAddress({ kind: 'logout', fetched: new Error('offline') });
    expect(output).toEqual({ address: FALLBACK_ADDRESSES.logout, source: 'fallback' });
  });

  it('treats unreadable storage as an empty cache', async () => {
    const { output, fetchExternalAddress } = await resolveAddress({
      kind: 'logout',
      unreadable: true,
      fetched: { ok: true, address: 'http://127.0.0.1:8080/dev-sso/logout?service=x' },
    });
    expect(fetchExternalAddress).toHaveBeenCalledTimes(1);
    expect(output.source).toBe('fetched');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createCachedValue, serializeCachedValue } from '@machines/startup/cached-value';
import { startupUuidMachine } from '@machines/startup/startup-uuid.machine';
import {
  FALLBACK_LOGIN_UUID,
  type LoginAddressResult,
  type StoreUuidParams,
} from '@machines/startup/startup-uuid.types';

const LOGIN_ADDRESS = 'http://127.0.0.1:8080/dev-sso/login?service=portal&uuid=5b0e7c1a-attempt';

/** Runs the machine against a stored UUID and a scripted `web/login/uuid` answer; records every effect. */
async function runStartup(options: {
  rawUuid: string | null;
  clock: SimulatedClock;
  fetchResult?: LoginAddressResult | Error;
  unreadableStorage?: boolean;
}) {
  const removeLegacyKeys = vi.fn();
  const storeUuid = vi.fn<(params: StoreUuidParams) => void>();
  const fetchLoginAddress = vi.fn(() =>
    options.fetchResult instanceof Error
      ? Promise.reject(options.fetchResult)
      : Promise.resolve(options.fetchResult ?? { ok: false as const }),
  );
  const machine = startupUuidMachine.provide({
    actors: {
      readStored: fromPromise(() =>
        options.unreadableStorage
          ? Promise.reject(new Error('SecurityError'))
          : Promise.resolve({ rawUuid: options.rawUuid }),
      ),
      fetchLoginAddress: fromPromise(fetchLoginAddress),
    },
    actions: {
      removeLegacyKeys,
      storeUuid: (_, params) => storeUuid(params),
    },
  });
  const actor = createActor(machine, {
    input: { now: () => options.clock.now() },
    clock: options.clock,
  }).start();
  const output = await toPromise(actor);
  return { output, removeLegacyKeys, storeUuid, fetchLoginAddress };
}

function clockAt(ms: number): SimulatedClock {
  const clock = new SimulatedClock();
  clock.set(ms);
  return clock;
}

describe('startupUuidMachine', () => {
  it('reaches every state', () => {
    const doneRead = (rawUuid: string | null) => ({
      type: 'xstate.done.actor.readStored',
      output: { rawUuid },
    });
    const doneFetch = (output: LoginAddressResult) => ({
      type: 'xstate.done.actor.fetchLoginAddress',
      output,
    });
    const fresh = serializeCachedValue(createCachedValue(LOGIN_ADDRESS, 0));
    const paths = getShortestPaths(startupUuidMachine, {
      input: { now: () => 0 },
      events: [
        doneRead(null),
        doneRead(fresh),
        doneRead('http://127.0.0.1:8080/dev-sso/login?uuid=legacy'),
        doneFetch({ ok: true, address: LOGIN_ADDRESS }),
        doneFetch({ ok: false }),
      ],
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect(reached).toEqual(new Set(['reading', 'fetching', 'ready']));
  });

  it('drops a legacy http UUID with its companions and fetches a new one', async () => {
    const clock = clockAt(1_000);
    const run = await runStartup({
      rawUuid: 'https://127.0.0.1:8080/dev-sso/login?uuid=old',
      clock,
      fetchResult: { ok: true, address: LOGIN_ADDRESS },
    });
    expect(run.removeLegacyKeys).toHaveBeenCalledTimes(1);
    expect(run.fetchLoginAddress).toHaveBeenCalledTimes(1);
    expect(run.output).toEqual({
      uuid: '5b0e7c1a-attempt',
      address: LOGIN_ADDRESS,
      source: 'fetched',
    });
  });

  it('uses a cached UUID that is still fresh without calling the server', async () => {
    const stored = serializeCachedValue(createCachedValue(LOGIN_ADDRESS, 0));
    const run = await runStartup({ rawUuid: stored, clock: clockAt(59_999) });
    expect(run.fetchLoginAddress).not.toHaveBeenCalled();
    expect(run.storeUuid).not.toHaveBeenCalled();
    expect(run.removeLegacyKeys).not.toHaveBeenCalled();
    expect(run.output).toEqual({
      uuid: '5b0e7c1a-attempt',
      address: LOGIN_ADDRESS,
      source: 'cache',
    });
  });

  it('fetches again once the cached UUID has expired, and stores it for 60 s', async () => {
    const stored = serializeCachedValue(
      createCachedValue('http://127.0.0.1:8080/dev-sso/login?uuid=stale', 0),
    );
    const clock = clockAt(0);
    clock.increment(60_000);
    const run = await runStartup({
      rawUuid: stored,
      clock,
      fetchResult: { ok: true, address: LOGIN_ADDRESS },
    });
    expect(run.fetchLoginAddress).toHaveBeenCalledTimes(1);
    expect(run.removeLegacyKeys).not.toHaveBeenCalled();
    expect(run.storeUuid).toHaveBeenCalledExactlyOnceWith({
      cached: { value: LOGIN_ADDRESS, expiresAt: 120_000 },
      uuidId: '5b0e7c1a-attempt',
    });
  });

  it('fetches when nothing is stored', async () => {
    const run = await runStartup({
      rawUuid: null,
      clock: clockAt(5),
      fetchResult: { ok: true, address: LOGIN_ADDRESS },
    });
    expect(run.fetchLoginAddress).toHaveBeenCalledTimes(1);
    expect(run.output.source).toBe('fetched');
  });

  it('takes UUID_ID from the raw value when the answer has no uuid parameter', async () => {
    const run = await runStartup({
      rawUuid: null,
      clock: clockAt(0),
      fetchResult: { ok: true, address: 'c0ffee-42' },
    });
    expect(run.storeUuid).toHaveBeenCalledExactlyOnceWith({
      cached: { value: 'c0ffee-42', expiresAt: 60_000 },
      uuidId: 'c0ffee-42',
    });
    expect(run.output).toEqual({ uuid: 'c0ffee-42', address: null, source: 'fetched' });
  });

  it('falls back to the fallback uuid when the call fails, and stores it', async () => {
    const run = await runStartup({ rawUuid: null, clock: clockAt(10), fetchResult: { ok: false } });
    expect(run.storeUuid).toHaveBeenCalledExactlyOnceWith({
      cached: { value: FALLBACK_LOGIN_UUID, expiresAt: 60_010 },
      uuidId: FALLBACK_LOGIN_UUID,
    });
    expect(run.output).toEqual({ uuid: FALLBACK_LOGIN_UUID, address: null, source: 'fallback' });
  });

  it('falls back as well when the call throws unexpectedly', async () => {
    const run = await runStartup({
      rawUuid: null,
      clock: clockAt(0),
      fetchResult: new Error('boom'),
    });
    expect(run.output.source).toBe('fallback');
    expect(run.storeUuid).toHaveBeenCalledTimes(1);
  });

  it('treats unreadable storage as an empty cache', async () => {
    const run = await runStartup({
      rawUuid: null,
      clock: clockAt(0),
      unreadableStorage: true,
      fetchResult: { ok: true, address: LOGIN_ADDRESS },
    });
    expect(run.fetchLoginAddress).toHaveBeenCalledTimes(1);
    expect(run.output.source).toBe('fetched');
  });
});

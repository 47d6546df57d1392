/**
 * Types of the startup UUID machine (spec §4, DESIGN §3).
 */
import type { CachedValue } from './cached-value';

/**
 * The login UUID used when `web/login/uuid` cannot be fetched (spec §9). It is the nil UUID, so a server
 * or a log reading UUID_ID can tell at once that no real login attempt was registered.
 */
export const FALLBACK_LOGIN_UUID = '00000000-0000-0000-0000-000000000000';

export type StartupUuidInput = {
  /** Current time in milliseconds; injected so tests run on a simulated clock. */
  now: () => number;
  /** Lifetime of the stored UUID; defaults to 60 s (spec §9). */
  ttlMs?: number;
};

export type StartupUuidContext = {
  now: () => number;
  ttlMs: number;
  /** The value kept under UUID: the SSO login address, or the fallback UUID. */
  value: string | null;
  /** UUID_ID: the login attempt id. */
  uuid: string | null;
  /** The SSO login address, or null when the fallback UUID is in use. */
  address: string | null;
  source: 'cache' | 'fetched' | 'fallback' | null;
};

/** What `readStored` reports: the raw text under the UUID key. */
export type StoredUuid = {
  rawUuid: string | null;
};

/** Outcome of the `web/login/uuid` call, resolved as a result rather than thrown. */
export type LoginAddressResult = { ok: true; address: string } | { ok: false };

/** Parameters of the `storeUuid` action: the UUID entry to store and the derived UUID_ID. */
export type StoreUuidParams = {
  cached: CachedValue<string>;
  uuidId: string;
};

export type StartupUuidOutput = {
  uuid: string;
  address: string | null;
  source: 'cache' | 'fetched' | 'fallback';
};

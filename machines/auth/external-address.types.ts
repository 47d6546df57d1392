/**
 * Types of the external address machine: the government SSO's logout and register addresses, each
 * fetched from the portal's server and kept as a cached value (spec §3, §7, §8).
 */
import type { CachedValue } from '../startup/cached-value';

/** `logout`: `web/login/out`, stored under homeLogoutUrl; `register`: `web/login/register`, homeRegisterUrl. */
export type ExternalAddressKind = 'logout' | 'register';

export type ExternalAddressInput = {
  kind: ExternalAddressKind;
  /**
   * The address used when the server cannot tell (spec §8: "a built-in external address is used"):
   * an absolute address from the deployment's configuration, never stored as the kind's cached value.
   */
  fallbackAddress: string;
  /** Current time in milliseconds; injected so tests run on a simulated clock. */
  now: () => number;
  /** Lifetime of the stored address; defaults to 60 s (spec §9). */
  ttlMs?: number;
};

export type ExternalAddressContext = {
  kind: ExternalAddressKind;
  fallbackAddress: string;
  now: () => number;
  ttlMs: number;
  address: string | null;
  source: ExternalAddressSource | null;
};

export type ExternalAddressSource = 'cache' | 'fetched' | 'fallback';

/** What `readStoredAddress` reports: the raw text under the kind's storage key. */
export type StoredAddress = { raw: string | null };

/** Outcome of the server call, resolved as a result rather than thrown. */
export type ExternalAddressResult = { ok: true; address: string } | { ok: false };

export type StoreAddressParams = { kind: ExternalAddressKind; cached: CachedValue<string> };

export type ExternalAddressOutput = { address: string; source: ExternalAddressSource };

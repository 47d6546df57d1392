/**
 * A value stored with its expiry time (spec §3 "cached value"), serialised as JSON in web storage.
 * Pure helpers: the caller passes the current time, so tests run on a simulated clock.
 */

/** Default lifetime of a cached value (spec §9): 60 seconds. */
export const DEFAULT_CACHE_TTL_MS = 60_000;

export type CachedValue<T> = {
  value: T;
  /** Milliseconds since the epoch after which the value is stale. */
  expiresAt: number;
};

export function createCachedValue<T>(
  value: T,
  now: number,
  ttlMs: number = DEFAULT_CACHE_TTL_MS,
): CachedValue<T> {
  return { value, expiresAt: now + ttlMs };
}

export function serializeCachedValue<T>(cached: CachedValue<T>): string {
  return JSON.stringify(cached);
}

/**
 * Reads a stored cached string value whatever its age, or null when the text is missing or is not a
 * cached value. Used where a stale value is still better than none (opening the login page).
 */
export function parseCachedValue(raw: string | null): CachedValue<string> | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON: an older raw format or a damaged entry, which is simply not a cached value.
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value: unknown = Reflect.get(parsed, 'value');
  const expiresAt: unknown = Reflect.get(parsed, 'expiresAt');
  if (typeof value !== 'string' || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))
    return null;
  return { value, expiresAt };
}

/** The stored value while it is fresh; null when missing, expired or malformed. */
export function readCachedValue(raw: string | null, now: number): string | null {
  const cached = parseCachedValue(raw);
  if (cached === null || cached.expiresAt <= now) return null;
  return cached.value;
}

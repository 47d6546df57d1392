/**
 * Pure rules about the stored login UUID (spec §4): the legacy raw format stored the SSO address itself,
 * and UUID_ID is the address's `uuid` query parameter or else the raw value.
 */

/** True when a stored UUID is a bare http(s) address: the legacy format that startup discards. */
export function isHttpAddress(raw: string | null): boolean {
  return raw !== null && /^https?:\/\//i.test(raw.trim());
}

/** UUID_ID for a login address: its `uuid` query parameter, or the value itself when it has none. */
export function uuidIdFromValue(value: string): string {
  if (!isHttpAddress(value)) return value;
  try {
    return new URL(value.trim()).searchParams.get('uuid') || value;
  } catch {
    // A malformed address has no parameters to read; the raw value is the documented fallback.
    return value;
  }
}

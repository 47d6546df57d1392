/**
 * The prefetched data of a server-rendered page as it travels in the HTML: a JSON array of
 * `[key, result]` pairs, each key the data key its views asked with (src/lib/data-key.ts), in
 * `<script type="application/json" id="portal-prefetched">` — data, not script, so the
 * Content-Security-Policy has nothing to allow. `<` is escaped so no text in the data can close the
 * element.
 *
 *   [[["GET /web/home/statistics"], {"ok": true, "data": {…}}],
 *    [["POST /web/domain/list", {"page": 1, "pageSize": 8}], {"ok": true, "data": {…}}]]
 */
import { dataKeyText, type DataKey } from '@/lib/data-key';
import type { LoadResult } from '@/lib/load-result';

export const prefetchedElementId = 'portal-prefetched';

export type PrefetchedPayload = ReadonlyArray<readonly [DataKey, LoadResult<unknown>]>;

/** The results, by key text (`dataKeyText`), as the payload's JSON. */
export function serializePrefetched(results: ReadonlyMap<string, LoadResult<unknown>>): string {
  const payload = [...results].map(([key, result]) => [JSON.parse(key) as unknown, result]);
  return JSON.stringify(payload).replace(/</g, '\\u003c');
}

function isPayload(value: unknown): value is PrefetchedPayload {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        Array.isArray(entry[0]) &&
        typeof entry[0][0] === 'string' &&
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        typeof Reflect.get(entry[1], 'ok') === 'boolean',
    )
  );
}

/**
 * The results in the page by key text, or null when the page was not rendered by the server (or is
 * damaged).
 */
export function readPrefetched(
  doc: Document = document,
): ReadonlyMap<string, LoadResult<unknown>> | null {
  const text = doc.getElementById(prefetchedElementId)?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPayload(value)
      ? new Map(value.map(([key, result]) => [dataKeyText(key), result]))
      : null;
  } catch {
    return null;
  }
}

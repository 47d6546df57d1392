/**
 * The prefetched data of a server-rendered page as it travels in the HTML: a JSON array of
 * `[id, result]` pairs in `<script type="application/json" id="portal-prefetched">`, which is data,
 * not script, so the Content-Security-Policy has nothing to allow. `<` is escaped so no text in the
 * data can close the element.
 */
import type { LoadResult } from '@/lib/load-result';

export const prefetchedElementId = 'portal-prefetched';

export type PrefetchedPayload = ReadonlyArray<readonly [string, LoadResult<unknown>]>;

export function serializePrefetched(results: ReadonlyMap<string, LoadResult<unknown>>): string {
  return JSON.stringify([...results]).replace(/</g, '\\u003c');
}

function isPayload(value: unknown): value is PrefetchedPayload {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        typeof Reflect.get(entry[1], 'ok') === 'boolean',
    )
  );
}

/** The results in the page, or null when the page was not rendered by the server (or is damaged). */
export function readPrefetched(
  doc: Document = document,
): ReadonlyMap<string, LoadResult<unknown>> | null {
  const text = doc.getElementById(prefetchedElementId)?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPayload(value) ? new Map(value) : null;
  } catch {
    return null;
  }
}

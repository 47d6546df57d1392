/**
 * The name of the data a view loads with `useAsyncData`: the API operation and its parameters, e.g.
 * `['POST /web/data-resource/list', query]`. Views asking with the same key get the same data, so
 * the key is what a server-rendered page's prefetched result is found by, in the server's render and
 * in the browser's take-over alike (src/lib/prefetched-data.tsx).
 *
 * - `operation`: the contract's method and path (`'GET /web/home/statistics'`), checked against
 *   openapi/schema.d.ts; data the browser makes itself, without the API, is named `'local <what>'`.
 * - `parameters`: everything the result depends on, as JSON (the request's body or query, an id).
 * - `selection`: only when the loader returns something made from the answer rather than the answer
 *   itself — a part of it (`'list'`), a mapping (`'options'`), a found/not-found wrapper (`'found'`),
 *   several answers combined (`'summary'`) — so that it is never mistaken for the plain answer.
 */
import type { paths } from '@openapi/schema';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type ApiPath = Extract<keyof paths, string>;

/** Every operation of the contract, as `'<METHOD> <path>'`. */
export type ApiOperation = {
  [Path in ApiPath]: {
    [Method in HttpMethod]: paths[Path][Method] extends undefined
      ? never
      : `${Uppercase<Method>} ${Path}`;
  }[HttpMethod];
}[ApiPath];

/** Data computed in the browser rather than asked of the API (a diagram's layout). */
export type LocalOperation = `local ${string}`;

export type KeyValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly KeyValue[]
  | { readonly [name: string]: KeyValue };

export type DataKey = readonly [
  operation: ApiOperation | LocalOperation,
  parameters?: KeyValue,
  selection?: string,
];

/** `value` with the names of every object sorted, so equal keys give equal text. */
function sorted(value: KeyValue): KeyValue {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const names = Object.keys(value).sort();
  return Object.fromEntries(
    names.map((name) => [name, sorted((value as Record<string, KeyValue>)[name])]),
  );
}

/**
 * The key as stable JSON: the same on the server and in the browser, whatever order the parameters
 * were written in. Parameters left undefined are left out, as JSON leaves them.
 */
export function dataKeyText(key: DataKey): string {
  return JSON.stringify(sorted(key));
}

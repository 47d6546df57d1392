/**
 * A small hook for data a view loads once: it runs the loader, exposes loading / success / error,
 * and reloads on `retry()`. Loaders resolve expected failures as results (`{ ok: false, msg }`);
 * anything thrown (network down, timeout) becomes an error without a server message.
 * The loader must be stable (a module-level function or memoised), since a new loader loads again.
 *
 *   const load = useCallback(() => listArticles(query), [query]);
 *   const articles = useAsyncData(['POST /web/article/list', query], load);
 *
 * The key names the data by its API operation and parameters (src/lib/data-key.ts). Under a
 * `PrefetchedDataProvider` (src/lib/prefetched-data.tsx) it is how the hook takes part in server
 * rendering: on the server the hook hands its loader over under that key and waits for the result,
 * and in the browser it starts from the result the server prefetched instead of loading it again.
 */
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { dataKeyText, type DataKey } from './data-key';
import { isEmpty } from './is-empty';
import type { LoadResult } from './load-result';
import { PrefetchedDataContext } from './prefetched-data';

export type AsyncDataState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `message` is the server's explanation when it gave one, otherwise null. */
  | { status: 'error'; message: string | null };

type Settled<T> = { attempt: number; load: () => Promise<LoadResult<T>>; state: AsyncDataState<T> };

function toState<T>(result: LoadResult<T>): AsyncDataState<T> {
  return result.ok
    ? { status: 'success', data: result.data }
    : { status: 'error', message: isEmpty(result.msg) ? null : result.msg };
}

/**
 * The prefetched result of this key, when the server loaded it; on the server, the view waits for
 * it (suspends) until it is loaded, or draws its loading state when the rendering waits no more.
 */
function usePrefetched<T>(key: DataKey, load: () => Promise<LoadResult<T>>): Settled<T> | null {
  const prefetched = use(PrefetchedDataContext);
  // Nothing to serve or wait for: the page has been taken over, or the browser draws it itself.
  if (prefetched === null || (prefetched.results.size === 0 && !prefetched.wait)) return null;
  const text = dataKeyText(key);
  let result = prefetched.results.get(text);
  if (result === undefined) {
    const pending = prefetched.wait?.(text, load);
    if (pending === undefined || pending === null) return null;
    result = use(pending);
  }
  return { attempt: 0, load, state: toState(result as LoadResult<T>) };
}

export function useAsyncData<T>(
  key: DataKey,
  load: () => Promise<LoadResult<T>>,
): AsyncDataState<T> & { retry: () => void } {
  const prefetched = usePrefetched(key, load);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(prefetched);
  // What the server already loaded is not loaded again, until a retry or another loader.
  const prefetchedRef = useRef(prefetched);

  useEffect(() => {
    const initial = prefetchedRef.current;
    if (initial !== null && initial.load === load && initial.attempt === attempt) return;
    let current = true;
    const settle = (state: AsyncDataState<T>) => {
      if (current) setSettled({ attempt, load, state });
    };
    load().then(
      (result) => settle(toState(result)),
      () => settle({ status: 'error', message: null }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: AsyncDataState<T> =
    settled && settled.attempt === attempt && settled.load === load
      ? settled.state
      : { status: 'loading' };
  return { ...state, retry };
}

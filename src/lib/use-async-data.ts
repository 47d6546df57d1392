/**
 * A small hook for data a view loads once: it runs the loader, exposes loading / success / error,
 * and reloads on `retry()`. Loaders resolve expected failures as results (`{ ok: false, msg }`);
 * anything thrown (network down, timeout) becomes an error without a server message.
 * The loader must be stable (a module-level function or memoised), since a new loader loads again.
 */
import { useCallback, useEffect, useState } from 'react';

export type LoadResult<T> = { ok: true; data: T } | { ok: false; msg: string };

export type AsyncDataState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `message` is the server's explanation when it gave one, otherwise null. */
  | { status: 'error'; message: string | null };

type Settled<T> = { attempt: number; load: () => Promise<LoadResult<T>>; state: AsyncDataState<T> };

export function useAsyncData<T>(
  load: () => Promise<LoadResult<T>>,
): AsyncDataState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (state: AsyncDataState<T>) => {
      if (current) setSettled({ attempt, load, state });
    };
    load().then(
      (result) =>
        settle(
          result.ok
            ? { status: 'success', data: result.data }
            : { status: 'error', message: result.msg.trim() === '' ? null : result.msg },
        ),
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

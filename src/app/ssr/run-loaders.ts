/**
 * The server's side of prefetching: runs every loader a render collected, one per data key, all at
 * once. A loader that throws gives an error result, as it would in a view.
 *
 * Renderings share their data through the server (`SharedData`, server/ssr/page-renderer.ts): a key
 * another rendering loaded a moment ago, or is loading now, is not loaded again. Failures are not
 * shared, so the next rendering tries again.
 */
import type { LoadResult } from '@/lib/load-result';
import type { Loader } from '@/lib/prefetched-data';

/** Results by data key, kept by the server for the time it keeps pages, dropped with them. */
export interface SharedData {
  /** The result kept for `key`, or `load`'s, kept unless `isFailure` says it is one. */
  get<T>(key: string, load: () => Promise<T>, isFailure: (result: T) => boolean): Promise<T>;
}

async function settle(load: Loader): Promise<LoadResult<unknown>> {
  try {
    return await load();
  } catch {
    return { ok: false, msg: '' };
  }
}

export async function runLoaders(
  loaders: ReadonlyMap<string, Loader>,
  shared?: SharedData,
): Promise<Map<string, LoadResult<unknown>>> {
  const entries = await Promise.all(
    [...loaders].map(async ([key, load]): Promise<[string, LoadResult<unknown>]> => [
      key,
      await (shared === undefined
        ? settle(load)
        : shared.get(
            key,
            () => settle(load),
            (result) => !result.ok,
          )),
    ]),
  );
  return new Map(entries);
}

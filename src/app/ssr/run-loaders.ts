/**
 * The server's side of prefetching: runs every loader a render collected, one per data key, all at
 * once. A loader that throws gives an error result, as it would in a view.
 */
import type { LoadResult } from '@/lib/load-result';
import type { Loader } from '@/lib/prefetched-data';

export async function runLoaders(
  loaders: ReadonlyMap<string, Loader>,
): Promise<Map<string, LoadResult<unknown>>> {
  const entries = await Promise.all(
    [...loaders].map(async ([key, load]): Promise<[string, LoadResult<unknown>]> => {
      try {
        return [key, await load()];
      } catch {
        return [key, { ok: false, msg: '' }];
      }
    }),
  );
  return new Map(entries);
}

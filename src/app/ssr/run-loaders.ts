/**
 * The server's side of prefetching: runs every loader a render collected, all at once. A loader that
 * throws gives an error result, as it would in a view.
 */
import type { LoadResult } from '@/lib/load-result';
import type { Loader } from '@/lib/prefetched-data';

export async function runLoaders(
  loaders: ReadonlyMap<string, Loader>,
): Promise<Map<string, LoadResult<unknown>>> {
  const entries = await Promise.all(
    [...loaders].map(async ([id, load]): Promise<[string, LoadResult<unknown>]> => {
      try {
        return [id, await load()];
      } catch {
        return [id, { ok: false, msg: '' }];
      }
    }),
  );
  return new Map(entries);
}

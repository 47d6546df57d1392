/**
 * The data of one server rendering, loaded in batches while the page is drawn once. A view without
 * its result waits for it (`wait`; the view suspends, src/lib/use-async-data.ts); every key asked
 * while React draws what it can is loaded in one batch (run-loaders.ts), and the views that waited
 * are drawn again, alone, once their batch is in. Views that appear only then ask in the next
 * batch.
 *
 * After `maxBatches` batches, or once the rendering knows its page is elsewhere (`stop`), nothing
 * more is waited for: a view still without its result draws its loading state, and the browser
 * loads it. A result already in is given at once, so a view asking for it later does not wait.
 */
import type { LoadResult } from '@/lib/load-result';
import type { Loader } from '@/lib/prefetched-data';
import { runLoaders, type SharedData } from './run-loaders';

/** A promise React reads without waiting when it is already settled (the `use` protocol). */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A key asked: its loader, and what settles the views waiting for it. */
type Asked = { load: Loader; settle: (result: LoadResult<unknown>) => void };

/** The keys asked while React draws. */
type Batch = Map<string, Asked>;

/** What a view gets when its batch could not be loaded at all (as a loader that threw). */
const failed: LoadResult<unknown> = { ok: false, msg: '' };

export interface LoadBatches {
  /** The result of `key`, to wait for; null when the rendering waits no more. */
  readonly wait: (key: string, load: Loader) => Promise<LoadResult<unknown>> | null;
  /** Every result loaded, in the order asked. */
  readonly results: ReadonlyMap<string, LoadResult<unknown>>;
}

export function loadBatches(options: {
  maxBatches: number;
  shared?: SharedData;
  /** True once nothing more should be loaded (the page is elsewhere). */
  stop: () => boolean;
}): LoadBatches {
  const results = new Map<string, LoadResult<unknown>>();
  const asked = new Map<string, ReadablePromise<LoadResult<unknown>>>();
  let next: Batch | null = null;
  let batches = 0;

  async function run(batch: Batch): Promise<void> {
    const loaders = new Map([...batch].map(([key, { load }]) => [key, load]));
    const loaded = await runLoaders(loaders, options.shared).catch(
      () => new Map<string, LoadResult<unknown>>(),
    );
    // Every result of the batch is in before any view is drawn again, so the views they bring
    // ask together, in one batch.
    const settled = [...batch].map(([key, { settle }]) => {
      const result = loaded.get(key) ?? failed;
      results.set(key, result);
      return () => settle(result);
    });
    for (const settle of settled) settle();
  }

  return {
    results,
    wait: (key, load) => {
      const known = asked.get(key);
      if (known !== undefined) return known;
      if (batches >= options.maxBatches || options.stop()) return null;
      const batch = next ?? new Map<string, Asked>();
      if (next === null) {
        next = batch;
        // React draws everything it can in one go; the batch runs once it has.
        setImmediate(() => {
          next = null;
          batches += 1;
          void run(batch);
        });
      }
      const promise: ReadablePromise<LoadResult<unknown>> = new Promise((resolve) => {
        batch.set(key, {
          load,
          settle: (result) => {
            promise.status = 'fulfilled';
            promise.value = result;
            resolve(result);
          },
        });
      });
      asked.set(key, promise);
      return promise;
    },
  };
}

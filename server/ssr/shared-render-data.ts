/**
 * The data renderings share (renderer-module.ts `SharedData`): each answer by its data key, kept for
 * as long as pages are, so pages drawn at about the same time from the same data (the front page
 * with another `keyword`) load it once. A failed answer is not kept.
 */
import { KeptForAWhile } from './kept-for-a-while';
import type { SharedData } from './renderer-module';

export interface KeptRenderData extends SharedData {
  /** Drops every kept answer: something was changed. */
  clear(): void;
}

export function keptRenderData(reuseMs: number, now: () => number): KeptRenderData {
  const results = new KeptForAWhile<Promise<unknown>>(reuseMs, 1_000, now);
  return {
    get(key, load, isFailure) {
      const kept = results.get(key) as ReturnType<typeof load> | undefined;
      if (kept !== undefined) return kept;
      const result = load();
      results.set(key, result);
      void result.then(
        (value) => isFailure(value) && results.delete(key),
        () => results.delete(key),
      );
      return result;
    },
    clear() {
      results.clear();
    },
  };
}

/**
 * Data loaded before a page is drawn: the server renders public pages with their data, and the
 * browser takes the same page over (hydration) without loading that data again. How the whole cycle
 * runs is told in docs/server-rendering.md; the server's side lives in src/app/ssr/.
 *
 * Each `useAsyncData` names its data by a key (src/lib/data-key.ts), the same on the server and in
 * the browser. A view whose key has a result in `results` starts from it; on the server, one
 * without hands its loader to `wait` and waits for the result (views with the same key share one
 * loader and one result). Without a provider nothing is prefetched and every view loads its own
 * data.
 *
 * The results serve the views drawn with the page only: once the page has been taken over, a view
 * that appears later (another page, a tab opened, a second visit to the same page) loads its data
 * afresh, since what the server sent may be stale by then. The page's own code is in place before
 * the take-over (src/app/start-app.tsx), so every view of the page is drawn in that first commit.
 */
import { createContext, useEffect, useState, type ReactNode } from 'react';
import type { LoadResult } from './load-result';

export type Loader = () => Promise<LoadResult<unknown>>;

export type PrefetchedData = {
  /** The results by key text (`dataKeyText`). */
  readonly results: ReadonlyMap<string, LoadResult<unknown>>;
  /**
   * On the server: the result of a key not in `results`, which the view waits for (it suspends), or
   * null when the rendering waits no more and the view draws its loading state.
   */
  readonly wait?: (key: string, load: Loader) => Promise<LoadResult<unknown>> | null;
};

export const PrefetchedDataContext = createContext<PrefetchedData | null>(null);

export function PrefetchedDataProvider(props: {
  value: PrefetchedData | null;
  children: ReactNode;
}) {
  // A copy of the results that is emptied once the page has been committed: only the first drawing
  // (the server's render, the browser's take-over) is served from it. Effects never run on the
  // server, where every render starts from the results given.
  const [value] = useState(() =>
    props.value === null ? null : { ...props.value, results: new Map(props.value.results) },
  );
  useEffect(() => {
    value?.results.clear();
  }, [value]);
  return <PrefetchedDataContext value={value}>{props.children}</PrefetchedDataContext>;
}

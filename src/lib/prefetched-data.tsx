/**
 * Data loaded before a page is drawn: the server renders public pages with their data, and the
 * browser takes the same page over (hydration) without loading that data again.
 *
 * Each `useAsyncData` is named by its `useId()`, which is the same on the server and in the browser
 * for the same tree. A view with a result in `results` starts from it; one without hands its loader
 * to `loaders` when the render collects them. On the server a render collects the loaders, the server
 * runs them, and the next render serves their results (and collects the loaders of views that only
 * appear once data is there); the results go into the page as JSON, and the browser serves them once
 * more while it hydrates. Without a provider nothing is prefetched and every view loads its own data.
 * The server's side (running the loaders, the render cycle) is in src/app/ssr/.
 */
import { createContext, type ReactNode } from 'react';
import type { LoadResult } from './load-result';

export type Loader = () => Promise<LoadResult<unknown>>;

export type PrefetchedData = {
  readonly results: ReadonlyMap<string, LoadResult<unknown>>;
  /** Present when the render collects the loaders of the views without a result. */
  readonly loaders?: Map<string, Loader>;
};

export const PrefetchedDataContext = createContext<PrefetchedData | null>(null);

export function PrefetchedDataProvider(props: {
  value: PrefetchedData | null;
  children: ReactNode;
}) {
  return <PrefetchedDataContext value={props.value}>{props.children}</PrefetchedDataContext>;
}

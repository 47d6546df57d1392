/**
 * The global loading indicator (spec §7): a counter of pending requests that views subscribe to. Each
 * request takes a ticket and returns it exactly once, so a failed or timed-out request cannot leave the
 * indicator spinning.
 */
import { useSyncExternalStore } from 'react';

export type LoadingTracker = {
  /** Counts one more pending request; the returned function ends it (calling it again does nothing). */
  start: () => () => void;
  pending: () => number;
  subscribe: (listener: () => void) => () => void;
};

export function createLoadingTracker(): LoadingTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    start: () => {
      pending += 1;
      notify();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        pending -= 1;
        notify();
      };
    },
    pending: () => pending,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The tracker the browser's API client reports to. */
export const globalLoadingTracker = createLoadingTracker();

/** True while at least one request that did not opt out is pending. */
export function useGlobalLoading(tracker: LoadingTracker = globalLoadingTracker): boolean {
  return useSyncExternalStore(
    tracker.subscribe,
    () => tracker.pending() > 0,
    () => false,
  );
}

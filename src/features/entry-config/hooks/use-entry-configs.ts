/**
 * The entry configs of the chosen domain, kept on the page so a toggle, an edit or a deletion changes
 * one row in place instead of reloading the table.
 */
import { useCallback, useEffect, useState } from 'react';
import { isEmpty } from '@/lib/is-empty';
import type { AsyncDataState } from '@/lib/use-async-data';
import { listEntryConfigs, type EntryConfig } from '../api/list-entry-configs';

type Loaded = { domainId: string; attempt: number; state: AsyncDataState<EntryConfig[]> };

function byOrder(a: EntryConfig, b: EntryConfig): number {
  return a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt);
}

export function useEntryConfigs(domainId: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (domainId === '') return;
    let current = true;
    listEntryConfigs(domainId).then(
      (result) => {
        if (!current) return;
        setLoaded({
          domainId,
          attempt,
          state: result.ok
            ? { status: 'success', data: [...result.data].sort(byOrder) }
            : { status: 'error', message: isEmpty(result.msg) ? null : result.msg },
        });
      },
      () => {
        if (current) setLoaded({ domainId, attempt, state: { status: 'error', message: null } });
      },
    );
    return () => {
      current = false;
    };
  }, [domainId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  /** Puts a saved config in its place (or adds it), keeping the display order. */
  const put = useCallback((config: EntryConfig) => {
    setLoaded((previous) => {
      if (previous?.state.status !== 'success') return previous;
      const rest = previous.state.data.filter((item) => item.id !== config.id);
      return { ...previous, state: { status: 'success', data: [...rest, config].sort(byOrder) } };
    });
  }, []);

  const remove = useCallback((id: string) => {
    setLoaded((previous) => {
      if (previous?.state.status !== 'success') return previous;
      const data = previous.state.data.filter((item) => item.id !== id);
      return { ...previous, state: { status: 'success', data } };
    });
  }, []);

  const state: AsyncDataState<EntryConfig[]> =
    loaded !== null && loaded.domainId === domainId && loaded.attempt === attempt
      ? loaded.state
      : { status: 'loading' };
  return { ...state, retry, put, remove };
}

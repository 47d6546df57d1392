/**
 * The states of a loaded list in one place: a skeleton while it loads, the error with 重试, the empty
 * state (or, when filters left nothing, what matched nothing with 清空筛选), and otherwise the list
 * itself, drawn by the caller from the data. A paged list is drawn by `PagedListStates`
 * (paged-list-states.tsx), which adds the pager, so a page of unpaged lists (the front page) goes
 * without the pager's code.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/page/load-error';
import type { AsyncDataState } from '@/lib/use-async-data';
import { ListEmptyState, type ListEmptyStateProps } from './list-empty-state';
import { ResultListSkeleton } from './result-list-skeleton';

/** What a list loads: its items, or one page of them with the total. */
export type ListData =
  readonly unknown[] | { list: readonly unknown[]; total: number; page?: number };

/** What the usual empty state says: a title and a hint, and optionally its own icon and heading level. */
type EmptyTexts = Omit<ListEmptyStateProps, 'onClear'>;

export type ListStatesProps<T extends ListData> = {
  state: AsyncDataState<T> & { retry: () => void };
  /** Shown while the list loads; card-shaped placeholders when left out. */
  skeleton?: ReactNode;
  /** When there is nothing at all: the texts of the usual empty state, or a view of the list's own. */
  empty: EmptyTexts | { view: ReactNode };
  /** When filters are set and nothing matches them: what to say, and how to clear them. */
  noMatch?:
    | (Pick<ListEmptyStateProps, 'title' | 'description' | 'clearHref'> & { onClear: () => void })
    | false;
  /** Wraps the error, e.g. in a panel's padding. */
  errorFrame?: BoxProps;
  /** The loaded, non-empty list. */
  children: (data: T) => ReactNode;
};

function itemsOf(data: ListData): readonly unknown[] {
  return 'list' in data ? data.list : data;
}

export function ListStates<T extends ListData>({
  state,
  skeleton,
  empty,
  noMatch,
  errorFrame,
  children,
}: ListStatesProps<T>) {
  if (state.status === 'loading') return skeleton ?? <ResultListSkeleton />;
  if (state.status === 'error') {
    const error = <LoadError message={state.message} onRetry={state.retry} />;
    return errorFrame ? <Box {...errorFrame}>{error}</Box> : error;
  }
  const { data } = state;
  if (itemsOf(data).length === 0) {
    if (noMatch) {
      return <ListEmptyState {...noMatch} />;
    }
    return 'view' in empty ? empty.view : <ListEmptyState {...empty} />;
  }
  return children(data);
}

/**
 * The states of a loaded list (`ListStates`, list-states.tsx) with the pager under the list when it
 * is paged: its total is the loaded page's, and on a list that lives in the address its controls
 * are links.
 */
import { Box, Stack, type BoxProps } from '@chakra-ui/react';
import { ListStates, type ListData, type ListStatesProps } from './list-states';
import { Pagination } from './pagination';

type ListPaging = {
  /** The page shown; the loaded page's own number when left out. */
  page?: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /** The address of a page, when the list lives in the address: the pager's controls are links. */
  hrefFor?: (page: number) => string;
  /** The pager appears only when the total is above this; always when left out. */
  shownAbove?: number;
  /** Wraps the pager, e.g. in a panel's padding and divider. */
  frame?: BoxProps;
};

type PagedListStatesProps<T extends ListData> = ListStatesProps<T> & {
  /** The pager under a paged list, whose total is the loaded page's. */
  pagination?: T extends { total: number } ? ListPaging : never;
};

export function PagedListStates<T extends ListData>({
  pagination,
  children,
  ...states
}: PagedListStatesProps<T>) {
  const paging: ListPaging | undefined = pagination;
  return (
    <ListStates {...states}>
      {(data) => {
        if (paging === undefined || !('list' in data)) return children(data);
        const pager = (
          <Pagination
            page={paging.page ?? data.page ?? 1}
            pageSize={paging.pageSize}
            total={data.total}
            onChange={paging.onChange}
            {...(paging.hrefFor === undefined ? {} : { hrefFor: paging.hrefFor })}
          />
        );
        const shown = paging.shownAbove === undefined || data.total > paging.shownAbove;
        return (
          <Stack gap="0">
            {children(data)}
            {shown && paging.frame ? <Box {...paging.frame}>{pager}</Box> : null}
            {shown && !paging.frame ? pager : null}
          </Stack>
        );
      }}
    </ListStates>
  );
}

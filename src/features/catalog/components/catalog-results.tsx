/**
 * The result column shared by the resource and product catalogues: the count and the sort orders,
 * the active filters as removable tags, then the cards with the pager — or a skeleton, the empty
 * state with 清空筛选, or the error with 重试. While a new page loads the previous one stays, dimmed.
 */
import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ActiveFilterTags, type ActiveFilter } from '@/components/list/active-filter-tags';
import { PagedListStates } from '@/components/list/paged-list-states';
import { ResultCount } from '@/components/list/result-count';
import { SortBar } from '@/components/list/sort-bar';
import { catalogSorts, useValueLabel, type CatalogSort } from '../catalog-values';
import type { ListLoad } from '../hooks/use-catalog-load';

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

type CatalogResultsProps<T> = {
  label: string;
  results: ListLoad<Page<T>>;
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  activeFilters: ActiveFilter[];
  onRemoveFilter: (key: string) => void;
  onClearFilters: () => void;
  /** Where each change leads, for the links that make it. */
  hrefs: {
    sort: (sort: CatalogSort) => string;
    page: (page: number) => string;
    removeFilter: (key: string) => string;
    clear: string;
  };
  empty: { title: string; description: string };
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
};

export function CatalogResults<T>(props: CatalogResultsProps<T>) {
  const { results, activeFilters } = props;
  const label = useValueLabel();
  const shown = results.status === 'success' ? results.data : results.previous;
  // While the next page loads, the previous one stays on show, dimmed.
  const previous = results.status === 'loading' ? results.previous : null;
  const stale = previous !== null;
  const state =
    previous === null
      ? results
      : { status: 'success' as const, data: previous, retry: results.retry };

  return (
    <Stack gap="4" as="section" aria-label={props.label}>
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px={{ base: '4', md: '5' }}
        py="2.5"
      >
        {shown ? <ResultCount count={shown.total} /> : <Box />}
        <SortBar
          options={catalogSorts.map((value) => ({ value, label: label('sort', value) }))}
          value={props.sort}
          onChange={props.onSort}
          hrefFor={props.hrefs.sort}
        />
      </Flex>
      <ActiveFilterTags
        filters={activeFilters}
        onRemove={props.onRemoveFilter}
        onClear={props.onClearFilters}
        hrefs={{ remove: props.hrefs.removeFilter, clear: props.hrefs.clear }}
      />
      <Box
        aria-busy={stale}
        opacity={stale ? 0.55 : 1}
        transition="opacity 0.15s"
        pointerEvents={stale ? 'none' : undefined}
      >
        <PagedListStates
          state={state}
          empty={props.empty}
          noMatch={
            activeFilters.length > 0 && {
              ...props.empty,
              onClear: props.onClearFilters,
              clearHref: props.hrefs.clear,
            }
          }
          pagination={{
            page: props.page,
            pageSize: props.pageSize,
            onChange: props.onPage,
            hrefFor: props.hrefs.page,
          }}
        >
          {(page) => (
            <Stack gap="3" as="ul" listStyleType="none">
              {page.list.map((item) => (
                <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
              ))}
            </Stack>
          )}
        </PagedListStates>
      </Box>
    </Stack>
  );
}

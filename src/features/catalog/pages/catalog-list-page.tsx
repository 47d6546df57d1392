/**
 * A catalogue's list page, drawn from its kind: the title band, the keyword and facet filters with
 * counts, then the results with the order, the chosen filters as tags, the cards and the pager — all
 * kept in the URL.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { ActiveFilter } from '@/components/list/active-filter-tags';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import type { CatalogFilterValues, CatalogListKind, FacetKey } from '../catalog-kind';
import { useValueLabel } from '../catalog-values';
import { CatalogFilters } from '../components/catalog-filters';
import { CatalogResults } from '../components/catalog-results';
import { useCatalogList } from '../hooks/use-catalog-list';

export function CatalogListPage<F extends CatalogFilterValues, Item extends { id: string }>({
  kind,
}: {
  kind: CatalogListKind<F, Item>;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const { state, setFilter, filterHref, setPage, clearFilters, hrefs, results } =
    useCatalogList(kind);
  const shown = results.status === 'success' ? results.data : results.previous;

  const activeFilters: ActiveFilter[] = [];
  if (state.keyword)
    activeFilters.push({
      key: 'keyword',
      label: t('list.keywordFilter', { keyword: state.keyword }),
    });
  for (const facet of kind.facets) {
    const value = state[facet.key];
    if (!value) continue;
    const text = facet.coded ? label(facet.coded, value) : value;
    activeFilters.push({
      key: facet.key,
      label: `${t(`catalog.filters.${facet.title}`)}：${text}`,
    });
  }
  const isFilterKey = (key: string): key is FacetKey<F> | 'keyword' =>
    key === 'keyword' || kind.facets.some((facet) => facet.key === key);

  return (
    <>
      <PageHeader title={t(`routes.${kind.list}`)} description={t(`catalog.${kind.text}.lead`)} />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <CatalogFilters
            text={kind.text}
            facets={kind.facets}
            counts={shown?.facets ?? null}
            filters={state}
            onFilter={setFilter}
            onSearch={(keyword) => setFilter('keyword', keyword)}
            filterHref={filterHref}
          />
          <CatalogResults
            label={t(`catalog.${kind.text}.resultsLabel`)}
            results={results}
            sort={state.sort}
            onSort={(sort) => setFilter('sort', sort)}
            page={state.page}
            pageSize={state.pageSize}
            onPage={setPage}
            activeFilters={activeFilters}
            onRemoveFilter={(key) => {
              if (isFilterKey(key)) setFilter(key, '');
            }}
            onClearFilters={() => clearFilters()}
            hrefs={{
              sort: (sort) => filterHref('sort', sort),
              page: (page) => hrefs.page(page),
              removeFilter: (key) => (isFilterKey(key) ? filterHref(key, '') : hrefs.clear()),
              clear: hrefs.clear(),
            }}
            empty={{
              title: t(`catalog.${kind.text}.emptyTitle`),
              description: t(`catalog.${kind.text}.emptyText`),
            }}
            renderItem={kind.renderCard}
            itemKey={(item) => item.id}
          />
        </Stack>
      </PageContainer>
    </>
  );
}

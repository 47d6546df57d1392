/** 数据产品: the catalogue of data products — keyword, facet filters with counts, sort and pages. */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '@/components/list/active-filter-tags';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';

import { CatalogResults } from '../components/catalog-results';
import { useValueLabel } from '../catalog-values';
import { DataProductCard } from '../components/data-product-card';
import { DataProductFilters } from '../components/data-product-filters';
import {
  productFilterKeys,
  useDataProductList,
  type ProductFilterKey,
} from '../hooks/use-data-product-list';

const filterTitleKeys = {
  scenario: 'catalog.filters.scenario',
  provider: 'catalog.filters.providerCompany',
  deliveryForm: 'catalog.filters.deliveryForm',
} as const;

function isFilterKey(key: string): key is ProductFilterKey | 'keyword' {
  return key === 'keyword' || (productFilterKeys as readonly string[]).includes(key);
}

export function DataProductListPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const { state, setFilters, setPage, clearFilters, results } = useDataProductList();
  const shown = results.status === 'success' ? results.data : results.previous;

  const activeFilters: ActiveFilter[] = [];
  if (state.keyword)
    activeFilters.push({
      key: 'keyword',
      label: t('list.keywordFilter', { keyword: state.keyword }),
    });
  for (const key of productFilterKeys) {
    const value = state[key];
    if (value === '') continue;
    const text = key === 'deliveryForm' ? label(key, value) : value;
    activeFilters.push({ key, label: `${t(filterTitleKeys[key])}：${text}` });
  }

  return (
    <>
      <PageHeader title={t('routes.dataProduct')} description={t('catalog.product.lead')} />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <DataProductFilters
            facets={shown?.facets ?? null}
            filters={state}
            onFilter={(key, value) => setFilters({ [key]: value })}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <CatalogResults
            label={t('catalog.product.resultsLabel')}
            results={results}
            sort={state.sort}
            onSort={(sort) => setFilters({ sort })}
            page={state.page}
            pageSize={state.pageSize}
            onPage={setPage}
            activeFilters={activeFilters}
            onRemoveFilter={(key) => {
              if (isFilterKey(key)) setFilters({ [key]: '' });
            }}
            onClearFilters={() => clearFilters()}
            empty={{
              title: t('catalog.product.emptyTitle'),
              description: t('catalog.product.emptyText'),
            }}
            renderItem={(product) => <DataProductCard product={product} />}
            itemKey={(product) => product.id}
          />
        </Stack>
      </PageContainer>
    </>
  );
}

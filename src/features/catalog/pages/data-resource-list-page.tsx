/**
 * 数据资源: the catalogue of public data resources — keyword, facet filters with counts, sort and
 * pages, all kept in the URL.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '@/components/list/active-filter-tags';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';

import { CatalogResults } from '../components/catalog-results';
import { useValueLabel } from '../catalog-values';
import { DataResourceCard } from '../components/data-resource-card';
import { DataResourceFilters } from '../components/data-resource-filters';
import {
  resourceFilterKeys,
  useDataResourceList,
  type ResourceFilterKey,
} from '../hooks/use-data-resource-list';

function isFilterKey(key: string): key is ResourceFilterKey | 'keyword' {
  return key === 'keyword' || (resourceFilterKeys as readonly string[]).includes(key);
}

export function DataResourceListPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const { state, setFilters, setPage, clearFilters, results } = useDataResourceList();
  const shown = results.status === 'success' ? results.data : results.previous;

  const activeFilters: ActiveFilter[] = [];
  if (state.keyword)
    activeFilters.push({
      key: 'keyword',
      label: t('list.keywordFilter', { keyword: state.keyword }),
    });
  for (const key of resourceFilterKeys) {
    const value = state[key];
    if (value === '') continue;
    const text = key === 'openType' || key === 'format' ? label(key, value) : value;
    activeFilters.push({ key, label: `${t(`catalog.filters.${key}`)}：${text}` });
  }

  return (
    <>
      <PageHeader title={t('routes.dataResource')} description={t('catalog.resource.lead')} />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <DataResourceFilters
            facets={shown?.facets ?? null}
            filters={state}
            onFilter={(key, value) => setFilters({ [key]: value })}
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <CatalogResults
            label={t('catalog.resource.resultsLabel')}
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
              title: t('catalog.resource.emptyTitle'),
              description: t('catalog.resource.emptyText'),
            }}
            renderItem={(resource) => <DataResourceCard resource={resource} />}
            itemKey={(resource) => resource.id}
          />
        </Stack>
      </PageContainer>
    </>
  );
}

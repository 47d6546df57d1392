/**
 * The filter panel of the resource catalogue: the keyword box, then one row per facet (主题分类,
 * 提供部门, 所属区域, 开放类型, 数据格式), each option with the number of resources it gives.
 */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FacetFilterGroup } from '@/components/list/facet-filter-group';
import { KeywordSearch } from '@/components/list/keyword-search';
import { dataFormats, openTypes, useValueLabel } from '../catalog-values';
import { orderBy, orderRegions, toFacetOptions } from '../facet-options';
import type { DataResourcePage } from '../api/list-data-resources';
import type { ResourceFilterKey, ResourceFilters } from '../hooks/use-data-resource-list';

type DataResourceFiltersProps = {
  facets: DataResourcePage['facets'] | null;
  filters: ResourceFilters;
  onFilter: (key: ResourceFilterKey, value: string) => void;
  onSearch: (keyword: string) => void;
};

export function DataResourceFilters({
  facets,
  filters,
  onFilter,
  onSearch,
}: DataResourceFiltersProps) {
  const { t } = useTranslation();
  const label = useValueLabel();

  return (
    <Box
      as="section"
      aria-label={t('catalog.filters.title')}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
    >
      <Box maxWidth="2xl" mb="2">
        <KeywordSearch
          label={t('catalog.resource.keywordLabel')}
          placeholder={t('catalog.resource.keywordPlaceholder')}
          submitLabel={t('catalog.resource.search')}
          keyword={filters.keyword}
          onSearch={onSearch}
        />
      </Box>
      <FacetFilterGroup
        title={t('catalog.filters.theme')}
        options={toFacetOptions(facets?.theme)}
        value={filters.theme}
        onChange={(value) => onFilter('theme', value)}
        visibleCount={12}
      />
      <FacetFilterGroup
        title={t('catalog.filters.provider')}
        options={toFacetOptions(facets?.provider)}
        value={filters.provider}
        onChange={(value) => onFilter('provider', value)}
        visibleCount={8}
        searchable
      />
      <FacetFilterGroup
        title={t('catalog.filters.region')}
        options={orderRegions(toFacetOptions(facets?.region))}
        value={filters.region}
        onChange={(value) => onFilter('region', value)}
        visibleCount={14}
      />
      <FacetFilterGroup
        title={t('catalog.filters.openType')}
        options={orderBy(
          toFacetOptions(facets?.openType, (value) => label('openType', value)),
          openTypes,
        )}
        value={filters.openType}
        onChange={(value) => onFilter('openType', value)}
      />
      <FacetFilterGroup
        title={t('catalog.filters.format')}
        options={orderBy(
          toFacetOptions(facets?.format, (value) => label('format', value)),
          dataFormats,
        )}
        value={filters.format}
        onChange={(value) => onFilter('format', value)}
      />
    </Box>
  );
}

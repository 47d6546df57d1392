/** The filter panel of the product catalogue: keyword, 应用场景, 提供单位 and 交付形式 with counts. */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FacetFilterGroup } from '@/components/list/facet-filter-group';
import { KeywordSearch } from '@/components/list/keyword-search';
import { deliveryForms, useValueLabel } from '../catalog-values';
import { orderBy, toFacetOptions } from '../facet-options';
import type { DataProductPage } from '../api/list-data-products';
import type { ProductFilterKey, ProductFilters } from '../hooks/use-data-product-list';

type DataProductFiltersProps = {
  facets: DataProductPage['facets'] | null;
  filters: ProductFilters;
  onFilter: (key: ProductFilterKey, value: string) => void;
  onSearch: (keyword: string) => void;
};

export function DataProductFilters({
  facets,
  filters,
  onFilter,
  onSearch,
}: DataProductFiltersProps) {
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
          label={t('catalog.product.keywordLabel')}
          placeholder={t('catalog.product.keywordPlaceholder')}
          submitLabel={t('catalog.product.search')}
          keyword={filters.keyword}
          onSearch={onSearch}
        />
      </Box>
      <FacetFilterGroup
        title={t('catalog.filters.scenario')}
        options={toFacetOptions(facets?.scenario)}
        value={filters.scenario}
        onChange={(value) => onFilter('scenario', value)}
        visibleCount={12}
      />
      <FacetFilterGroup
        title={t('catalog.filters.providerCompany')}
        options={toFacetOptions(facets?.provider)}
        value={filters.provider}
        onChange={(value) => onFilter('provider', value)}
        visibleCount={8}
        searchable
      />
      <FacetFilterGroup
        title={t('catalog.filters.deliveryForm')}
        options={orderBy(
          toFacetOptions(facets?.deliveryForm, (value) => label('deliveryForm', value)),
          deliveryForms,
        )}
        value={filters.deliveryForm}
        onChange={(value) => onFilter('deliveryForm', value)}
      />
    </Box>
  );
}

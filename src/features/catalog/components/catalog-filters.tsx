/**
 * The filter panel of a catalogue: the keyword box, then one row per facet of its kind (主题分类,
 * 提供部门 … or 应用场景, 提供单位 …), each option with the number of results it gives.
 */
import { Box } from '@chakra-ui/react';
import type { components } from '@openapi/schema';
import { useTranslation } from '@/i18n/use-translation';
import { FacetFilterGroup } from '@/components/list/facet-filter-group';
import { KeywordSearch } from '@/components/list/keyword-search';
import type { CatalogFacet, CatalogKind } from '../catalog-kind';
import { useValueLabel } from '../catalog-values';
import { facetOptionsOf } from '../facet-options';

type FacetOption = components['schemas']['FacetOption'];

type CatalogFiltersProps<Key extends string> = {
  text: CatalogKind['text'];
  facets: readonly CatalogFacet<Key>[];
  /** The counts of the page shown; null before the first page has loaded. */
  counts: Record<Key, FacetOption[]> | null;
  filters: Record<Key | 'keyword', string>;
  onFilter: (key: Key, value: string) => void;
  onSearch: (keyword: string) => void;
  /** Where setting a filter leads ('' clears it), for the links and the search form. */
  filterHref: (key: Key | 'keyword', value: string) => string;
};

export function CatalogFilters<Key extends string>({
  text,
  facets,
  counts,
  filters,
  onFilter,
  onSearch,
  filterHref,
}: CatalogFiltersProps<Key>) {
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
          label={t(`catalog.${text}.keywordLabel`)}
          placeholder={t(`catalog.${text}.keywordPlaceholder`)}
          submitLabel={t(`catalog.${text}.search`)}
          keyword={filters.keyword}
          onSearch={onSearch}
          target={{ href: filterHref('keyword', ''), name: 'keyword' }}
        />
      </Box>
      {facets.map((facet) => (
        <FacetFilterGroup
          key={facet.key}
          title={t(`catalog.filters.${facet.title}`)}
          options={facetOptionsOf(facet, counts?.[facet.key], label)}
          value={filters[facet.key]}
          onChange={(value) => onFilter(facet.key, value)}
          hrefFor={(value) => filterHref(facet.key, value)}
          visibleCount={facet.visibleCount}
          searchable={facet.searchable}
        />
      ))}
    </Box>
  );
}

/** Facet counts from the server turned into filter options, labelled and in a sensible order. */
import type { components } from '@openapi/schema';
import type { FacetOptionView } from '@/components/list/facet-filter-group';
import { cityPortals } from '@/config/routes';
import type { CatalogFacet } from './catalog-kind';
import { valueSets, type ValueLabel } from './catalog-values';

type FacetOption = components['schemas']['FacetOption'];

export const provinceRegion = '江苏省';

/** The province first, then the 13 cities in their usual order. */
const regionOrder: string[] = [provinceRegion, ...cityPortals.map((city) => city.name)];

function toFacetOptions(
  options: FacetOption[] | undefined,
  label: (value: string) => string = (value) => value,
): FacetOptionView[] {
  return (options ?? []).map((option) => ({
    value: option.value,
    label: label(option.value),
    count: option.count,
  }));
}

/** Options ordered by a fixed list of values; values not in the list follow in their own order. */
function orderBy(options: FacetOptionView[], order: readonly string[]): FacetOptionView[] {
  const rank = (value: string) => {
    const index = order.indexOf(value);
    return index === -1 ? order.length : index;
  };
  return [...options].sort((a, b) => rank(a.value) - rank(b.value));
}

/**
 * The options of one filter group: coded values by their labels, in the contract's order; places in
 * the province-then-cities order; other values as the server ordered them (most results first).
 */
export function facetOptionsOf(
  facet: CatalogFacet<string>,
  options: FacetOption[] | undefined,
  label: ValueLabel,
): FacetOptionView[] {
  const { coded } = facet;
  if (coded !== undefined) {
    return orderBy(
      toFacetOptions(options, (value) => label(coded, value)),
      valueSets[coded],
    );
  }
  return facet.regions ? orderBy(toFacetOptions(options), regionOrder) : toFacetOptions(options);
}

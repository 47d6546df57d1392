/**
 * What describes one catalogue (数据资源, 数据产品) to the pages every catalogue shares: its wording,
 * its addresses, and for its list the filters kept in the URL, the facets, the list operation and the
 * card of one result. The kinds themselves are in `kinds/`.
 */
import type { components } from '@openapi/schema';
import type { ReactNode } from 'react';
import type { ApiResult } from '@/api/request';
import type { ListState, PageSize, ParamCodecs } from '@/components/list/use-list-search-params';
import type { catalog } from '@/i18n/locales/zh-CN/catalog';
import type { ApiOperation } from '@/lib/data-key';
import type { CatalogSort, ValueKind } from './catalog-values';

type FacetOption = components['schemas']['FacetOption'];

/** The wording, the list and detail routes and the API operations of a catalogue. */
export type CatalogKind = {
  /** Where the kind's own wording is, `catalog.<text>` (lead, keyword box, results, loading). */
  text: 'resource' | 'product';
  /** The list's route: its path in `paths`, its title in `routes`. */
  list: 'dataResource' | 'dataProduct';
  /** The detail's route, likewise. */
  detail: 'dataResourceDetail' | 'dataProductDetail';
  /** The API operations of the list and of one record, which name the data they load. */
  operations: { list: ApiOperation; detail: ApiOperation };
};

/** A list's state in the URL besides the page: the keyword, one value per facet, the order. */
export type CatalogFilterValues = Record<string, string> & { keyword: string; sort: CatalogSort };

/** The filter values of some URL parameters, read from their codecs. */
export type FiltersOf<Codecs> = {
  [K in keyof Codecs]: Codecs[K] extends { parse: (raw: string | null) => infer V } ? V : never;
};

export type FacetKey<F> = Exclude<keyof F & string, 'keyword' | 'sort'>;

/** One filter group of a list. */
export type CatalogFacet<Key extends string> = {
  /** The URL parameter, the request field and the name of its counts in the page. */
  key: Key;
  /** Its name in `catalog.filters`: the group's heading and the prefix of the chosen value's tag. */
  title: Exclude<keyof typeof catalog.filters, 'title'>;
  /** A coded value: shown by its label and listed in the contract's order. */
  coded?: Extract<ValueKind, 'openType' | 'format' | 'deliveryForm'>;
  /** Places: the province first, then the cities in their usual order. */
  regions?: boolean;
  /** How many options show before 展开全部. */
  visibleCount?: number;
  /** A box to find an option among many. */
  searchable?: boolean;
};

/** The request for a list state: the filters that are set, the order and the page. */
export type CatalogListQuery<F> = { [K in keyof F]?: Exclude<F[K], ''> } & {
  page: number;
  pageSize: PageSize;
};

export type CatalogPage<F, Item> = {
  list: Item[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<FacetKey<F>, FacetOption[]>;
};

export type CatalogListKind<
  F extends CatalogFilterValues,
  Item extends { id: string },
> = CatalogKind & {
  /** How each filter is kept in the URL, in the order of the URL parameters. */
  params: ParamCodecs<F>;
  /** The filter groups, in the order they are shown. */
  facets: readonly CatalogFacet<FacetKey<F>>[];
  /** The call of the kind's list operation. */
  load: (query: CatalogListQuery<F>) => Promise<ApiResult<CatalogPage<F, Item> | null>>;
  renderCard: (item: Item) => ReactNode;
};

/** The request for a list state: blank filters are left out. */
export function toListQuery<F extends CatalogFilterValues>(
  state: ListState<F>,
): CatalogListQuery<F> {
  return Object.fromEntries(
    Object.entries(state).filter(([, value]) => value !== ''),
  ) as CatalogListQuery<F>;
}

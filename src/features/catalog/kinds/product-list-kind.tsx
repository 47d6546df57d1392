/**
 * The product catalogue's list: keyword, 应用场景, 提供单位 and 交付形式 in the URL, each facet with the
 * number of products it gives, and a card per product.
 */
import { enumParam, textParam } from '@/components/list/use-list-search-params';
import { listDataProducts, type DataProductSummary } from '../api/list-data-products';
import type { CatalogListKind, FiltersOf } from '../catalog-kind';
import { catalogSorts, deliveryForms } from '../catalog-values';
import { DataProductCard } from '../components/data-product-card';
import { productKind } from './catalog-kinds';

const params = {
  keyword: textParam(50),
  scenario: textParam(),
  provider: textParam(),
  deliveryForm: enumParam(deliveryForms, ''),
  sort: enumParam(catalogSorts, 'updated'),
};

export const productListKind: CatalogListKind<FiltersOf<typeof params>, DataProductSummary> = {
  ...productKind,
  params,
  facets: [
    { key: 'scenario', title: 'scenario', visibleCount: 12 },
    { key: 'provider', title: 'providerCompany', visibleCount: 8, searchable: true },
    { key: 'deliveryForm', title: 'deliveryForm', coded: 'deliveryForm' },
  ],
  load: listDataProducts,
  renderCard: (product) => <DataProductCard product={product} />,
};

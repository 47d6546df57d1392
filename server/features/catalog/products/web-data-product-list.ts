/**
 * `POST web/data-product/list`: the data products filtered by keyword, scenario, provider and delivery
 * form, sorted and paged, with the facet counts of every filter option.
 */
import { defineHandler } from '../../../contract/operation-handler';
import { dataProducts } from '../../../db/schema';
import { catalogListHandler, type CatalogListKind } from '../catalog-list-handler';
import { productSummaryColumns } from './product-summary';

export const productListKind = {
  table: dataProducts,
  versionTable: 'data_products',
  facets: {
    scenario: dataProducts.scenario,
    provider: dataProducts.providerCompany,
    deliveryForm: dataProducts.deliveryForm,
  },
  columns: productSummaryColumns,
  freshColumns: ['viewCount', 'applicationCount'],
} satisfies CatalogListKind<string, typeof productSummaryColumns>;

export const webDataProductList = defineHandler(
  'webDataProductList',
  catalogListHandler(productListKind),
);

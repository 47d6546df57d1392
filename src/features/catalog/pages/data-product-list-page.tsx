/** 数据产品: the catalogue of data products — keyword, facet filters with counts, sort and pages. */
import { productListKind } from '../kinds/product-list-kind';
import { CatalogListPage } from './catalog-list-page';

export function DataProductListPage() {
  return <CatalogListPage kind={productListKind} />;
}

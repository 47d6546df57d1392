/**
 * 数据资源: the catalogue of public data resources — keyword, facet filters with counts, sort and
 * pages, all kept in the URL.
 */
import { resourceListKind } from '../kinds/resource-list-kind';
import { CatalogListPage } from './catalog-list-page';

export function DataResourceListPage() {
  return <CatalogListPage kind={resourceListKind} />;
}

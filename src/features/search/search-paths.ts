/** The detail page of each kind of search hit. */
import { paths, withQuery } from '@/config/routes';
import type { SearchKind } from './api/search-site';

const detailPaths: Record<SearchKind, string> = {
  resource: paths.dataResourceDetail,
  product: paths.dataProductDetail,
  article: paths.dynamicsDetail,
};

export function searchHitPath(kind: SearchKind, id: string): string {
  return withQuery(detailPaths[kind], { id });
}

export function searchPath(keyword: string): string {
  return withQuery(paths.search, { keyword });
}

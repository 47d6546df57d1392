/**
 * What each server-rendered page reads of its query string, from the codecs the page itself reads
 * them with, and the address a request is drawn (and its page kept) under: the path with only those
 * parameters, in their own form (page-query.ts). `/home?x=1` is drawn as `/home`, and
 * `/dataResource?page=1&keyword=a&junk=1` as `/dataResource?keyword=a`.
 *
 * A parameter a page reads must be here, or the page is drawn without it: tests/server/
 * server-rendering-addresses.test.ts renders every page and fails on a parameter read but not listed.
 */
import { headerKeywordParam } from '@/components/layout/header-keyword-param';
import { pageCodecs, setParam, type ParamCodecs } from '@/components/list/use-list-search-params';
import { recordIdParam } from '@/components/page/record-id-param';
import { paths } from '@/config/routes';
import { productListKind } from '@/features/catalog/kinds/product-list-kind';
import { resourceListKind } from '@/features/catalog/kinds/resource-list-kind';
import { dynamicsListCodecs, policyListCodecs } from '@/features/news/article-list-params';
import { searchCodecs } from '@/features/search/search-params';
import { codecReaders, pageQuery, reducedQuery, setReaders, type PageQuery } from './page-query';
import { isServerRenderedPath, type ServerRenderedPath } from './server-rendered-paths';

/** The header's search box, on every page. */
const header = codecReaders({ keyword: headerKeywordParam });
const detail = codecReaders({ id: recordIdParam });

/** A list's filters, page and page size. */
function list<F>(codecs: ParamCodecs<F>) {
  return { ...codecReaders(codecs), ...codecReaders(pageCodecs) };
}

/** Each page's parameters; exported for the test that checks it against what the pages read. */
export const pageQueries: Readonly<Record<ServerRenderedPath, PageQuery>> = {
  [paths.home]: pageQuery(header),
  [paths.notFound]: pageQuery(header),
  [paths.dataResource]: pageQuery(header, list(resourceListKind.params)),
  [paths.dataResourceDetail]: pageQuery(header, detail),
  [paths.dataProduct]: pageQuery(header, list(productListKind.params)),
  [paths.dataProductDetail]: pageQuery(header, detail),
  [paths.dynamics]: pageQuery(header, list(dynamicsListCodecs)),
  [paths.dynamicsDetail]: pageQuery(header, detail),
  [paths.policy]: pageQuery(header, list(policyListCodecs)),
  [paths.about]: pageQuery(header),
  [paths.richTextCenter]: pageQuery(header),
  // The domains whose requirements are open on arrival (a link from the home page).
  [paths.applyList]: pageQuery(header, list({}), setReaders({ domain: setParam })),
  // The results' keyword is the header's too: both read it, each in its own way.
  [paths.search]: pageQuery(header, list(searchCodecs)),
};

/**
 * The address `url` is drawn under: its path and the parameters its page reads, in their own form;
 * null when the page is not drawn on the server.
 */
export function pageAddress(url: URL): URL | null {
  if (!isServerRenderedPath(url.pathname)) return null;
  const query = reducedQuery(url.searchParams, pageQueries[url.pathname]);
  return new URL(query === '' ? url.pathname : `${url.pathname}?${query}`, url.origin);
}

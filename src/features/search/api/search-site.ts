/**
 * Site search over resources, products and articles (`GET web/search`). Titles and snippets come as
 * segments with the matches flagged, so the page highlights them without rendering HTML.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export type SearchKind = components['schemas']['SearchKind'];
export type SearchHit = components['schemas']['SearchHit'];
export type SearchResult = components['schemas']['SearchResult'];
export type TextSegment = components['schemas']['TextSegment'];

export const searchKinds = [
  'resource',
  'product',
  'article',
] as const satisfies readonly SearchKind[];

export type SearchQuery = { keyword: string; kind?: SearchKind; page: number; pageSize: number };

export async function searchSite(query: SearchQuery): Promise<ApiResult<SearchResult>> {
  const result = await toResult(getApi().GET('/web/search', { params: { query } }));
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data ?? {
      list: [],
      total: 0,
      page: query.page,
      pageSize: query.pageSize,
      counts: { resource: 0, product: 0, article: 0 },
    },
  };
}

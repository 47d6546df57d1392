/**
 * One page of published articles (`POST web/article/list`): a category, a keyword and a publication
 * date range, newest first.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export type ArticleCategory = components['schemas']['ArticleCategory'];
export type ArticleSummary = components['schemas']['ArticleSummary'];
export type ArticlePage = components['schemas']['ArticlePage'];
export type ArticleListQuery = components['schemas']['ArticleListQuery'];

export const articleCategories = [
  'operation',
  'policy',
  'notice',
] as const satisfies readonly ArticleCategory[];

export async function listArticles(query: ArticleListQuery): Promise<ApiResult<ArticlePage>> {
  const result = await toResult(getApi().POST('/web/article/list', { body: query }));
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize ?? 10 },
  };
}

/**
 * One page of the published 政策动态 or 运营动态 articles whose attachments editors manage
 * (`POST web/article/list`, the public list: only published articles are on the site to carry them).
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';

export type ArticlePage = components['schemas']['ArticlePage'];
export type ArticleSummary = components['schemas']['ArticleSummary'];

/** The sections whose articles carry attachments here; announcements have their own editor. */
export const attachmentCategories = ['policy', 'operation'] as const;
export type AttachmentCategory = (typeof attachmentCategories)[number];

export async function listPublicArticles(query: {
  category: AttachmentCategory;
  keyword: string;
  page: number;
  pageSize: number;
}): Promise<LoadResult<ArticlePage>> {
  const result = await toResult(getApi().POST('/web/article/list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize },
  };
}

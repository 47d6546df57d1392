/**
 * The article an editor chose (`GET web/article/detail`): its title and section for the attachment
 * panel's heading. An unknown or withdrawn article (4011) is an answer the page shows in place.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import { EnvelopeCode } from '@openapi/envelope-codes';

type ArticleDetail = components['schemas']['ArticleDetail'];

export type ChosenArticle =
  { found: true; article: Pick<ArticleDetail, 'id' | 'title' | 'category'> } | { found: false };

export async function getArticleTitle(id: string): Promise<LoadResult<ChosenArticle>> {
  const result = await toResult(
    getApi().GET('/web/article/detail', {
      params: { query: { id } },
      ...withOptions({ notFoundInPlace: true, silent: true }),
    }),
  );
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, data: { found: false } }
      : { ok: false, msg: result.msg };
  }
  if (result.data === null) return { ok: true, data: { found: false } };
  const { title, category } = result.data;
  return { ok: true, data: { found: true, article: { id, title, category } } };
}

/**
 * One article with its sanitised body and neighbours (`GET web/article/detail`). An unknown id
 * (4011) is an answer, not a failure: the page moves to /404 in place of its address.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type ArticleDetail = components['schemas']['ArticleDetail'];

export type ArticleLookup = { found: true; article: ArticleDetail } | { found: false };

export async function getArticle(id: string): Promise<ApiResult<ArticleLookup>> {
  const result = await toResult(
    getApi().GET('/web/article/detail', {
      params: { query: { id } },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, code: EnvelopeCode.recordNotFound, data: { found: false } }
      : result;
  }
  return {
    ...result,
    data: result.data === null ? { found: false } : { found: true, article: result.data },
  };
}

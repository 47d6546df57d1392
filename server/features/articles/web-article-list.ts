/**
 * `POST web/article/list`: published articles, newest first, by category, keyword (title, summary and
 * body) and an inclusive publication date range.
 */
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { containsKeyword, normalizedKeyword } from '../../db/contains-keyword';
import { articles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { articleSummaryColumns, toArticleSummary } from './article-summary';

export const webArticleList = defineHandler('webArticleList', async ({ body }, { db }) => {
  const query = body;
  const dateFrom = query.dateFrom === undefined ? undefined : new Date(query.dateFrom);
  const dateTo = query.dateTo === undefined ? undefined : new Date(query.dateTo);
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom > dateTo) {
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数 dateFrom 不能晚于 dateTo');
  }
  const keyword = normalizedKeyword(query.keyword);
  const where = and(
    eq(articles.status, 'published'),
    query.category === undefined ? undefined : eq(articles.category, query.category),
    keyword === null ? undefined : containsKeyword(articles.searchText, keyword),
    dateFrom === undefined ? undefined : gte(articles.publishedAt, dateFrom),
    dateTo === undefined ? undefined : lte(articles.publishedAt, dateTo),
  );
  const paging = pagingOf(query);

  const [totalRow] = await db.select({ total: count() }).from(articles).where(where);
  const total = totalRow?.total ?? 0;
  const rows =
    total <= paging.offset
      ? []
      : await db
          .select(articleSummaryColumns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(paging.pageSize)
          .offset(paging.offset);

  return ok({
    list: rows.map(toArticleSummary),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  });
});

/** The columns of an article that lists show, and their contract form. */
import type { components } from '@openapi/schema';
import { articles } from '../../db/schema';

export const articleSummaryColumns = {
  id: articles.id,
  category: articles.category,
  title: articles.title,
  summary: articles.summary,
  source: articles.source,
  publishedAt: articles.publishedAt,
};

type SummaryRow = Omit<components['schemas']['ArticleSummary'], 'publishedAt'> & {
  readonly publishedAt: Date | null;
};

/** Only published articles are read, and every published article has its publication time. */
export function toArticleSummary(row: SummaryRow): components['schemas']['ArticleSummary'] {
  if (row.publishedAt === null)
    throw new Error(`published article ${row.id} has no publication time`);
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

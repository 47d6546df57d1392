/**
 * `GET web/article/detail`: a published article with its neighbours in the same category, in the
 * order of the list (newest first, ties by id): `previous` is the newer one, `next` the older one.
 * Drafts are not public and answer 4011 like an unknown id. The attachments (附件) come with it, each
 * with its public download address.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import {
  attachmentOwnerKindOf,
  attachmentsOf,
} from '../../kernel/content-attachments/attachment-links';
import { articleSummaryColumns, toArticleSummary } from './article-summary';

type Category = (typeof articles.category.enumValues)[number];

async function neighbour(
  db: Database,
  category: Category,
  position: SQL,
  order: SQL[],
): Promise<{ id: string; title: string } | null> {
  const [row] = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(eq(articles.status, 'published'), eq(articles.category, category), position))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

export const webArticleDetail = defineHandler('webArticleDetail', async ({ query }, { db }) => {
  const [row] = await db
    .select({ ...articleSummaryColumns, content: articles.content })
    .from(articles)
    .where(and(eq(articles.id, query.id), eq(articles.status, 'published')));
  if (row === undefined) throw recordNotFound('文章');

  // Compared in the database against the stored row, so timestamps keep their full precision.
  const current = sql`(select ${articles.publishedAt}, ${articles.id} from ${articles} where ${articles.id} = ${row.id})`;
  const key = sql`(${articles.publishedAt}, ${articles.id})`;
  const [previous, next, attachments] = await Promise.all([
    neighbour(db, row.category, sql`${key} > ${current}`, [
      asc(articles.publishedAt),
      asc(articles.id),
    ]),
    neighbour(db, row.category, sql`${key} < ${current}`, [
      desc(articles.publishedAt),
      desc(articles.id),
    ]),
    attachmentsOf(db, { kind: attachmentOwnerKindOf(row.category), id: row.id }, true),
  ]);

  const { content, ...summary } = row;
  return ok({ ...toArticleSummary(summary), content, previous, next, attachments });
});

/**
 * The search's two queries over the lower-cased `search_text` columns (trigram-indexed): the hits per
 * kind, and one page of hits of all the kinds asked for, ranked in the database.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { components } from '@openapi/schema';
import type { Database } from '../../db/database';
import { containsKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { articles, dataProducts, dataResources } from '../../db/schema';
import type { Paging } from '../catalog/paging';

export type SearchKind = components['schemas']['SearchKind'];
export type SearchCounts = components['schemas']['SearchCounts'];

export interface FoundHit {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  /** The body texts, in the order the snippet is looked for. */
  readonly texts: readonly string[];
  readonly at: Date;
}

const publishedArticle = eq(articles.status, 'published');

export async function countHits(db: Database, keyword: string): Promise<SearchCounts> {
  const countOf = (query: { getSQL(): ReturnType<typeof sql> }) =>
    sql<number>`(${query.getSQL()})`.mapWith(Number);
  const [row] = await db
    .select({
      resource: countOf(
        db
          .select({ value: count() })
          .from(dataResources)
          .where(containsKeyword(dataResources.searchText, keyword)),
      ),
      product: countOf(
        db
          .select({ value: count() })
          .from(dataProducts)
          .where(containsKeyword(dataProducts.searchText, keyword)),
      ),
      article: countOf(
        db
          .select({ value: count() })
          .from(articles)
          .where(and(publishedArticle, containsKeyword(articles.searchText, keyword))),
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { resource: 0, product: 0, article: 0 };
}

function resourceHits(db: Database, keyword: string) {
  return db
    .select({
      kind: sql<SearchKind>`'resource'`.as('kind'),
      id: dataResources.id,
      title: sql<string>`${dataResources.name}`.as('title'),
      firstText: sql<string>`${dataResources.summary}`.as('first_text'),
      secondText: sql<string>`${dataResources.code}`.as('second_text'),
      at: sql<Date>`${dataResources.updatedAt}`.as('at'),
      titleHit: textContainsKeyword(dataResources.name, keyword).as('title_hit'),
    })
    .from(dataResources)
    .where(containsKeyword(dataResources.searchText, keyword));
}

function productHits(db: Database, keyword: string) {
  return db
    .select({
      kind: sql<SearchKind>`'product'`.as('kind'),
      id: dataProducts.id,
      title: sql<string>`${dataProducts.name}`.as('title'),
      firstText: sql<string>`${dataProducts.summary}`.as('first_text'),
      secondText: sql<string>`''`.as('second_text'),
      at: sql<Date>`${dataProducts.updatedAt}`.as('at'),
      titleHit: textContainsKeyword(dataProducts.name, keyword).as('title_hit'),
    })
    .from(dataProducts)
    .where(containsKeyword(dataProducts.searchText, keyword));
}

function articleHits(db: Database, keyword: string) {
  return db
    .select({
      kind: sql<SearchKind>`'article'`.as('kind'),
      id: articles.id,
      title: sql<string>`${articles.title}`.as('title'),
      firstText: sql<string>`${articles.summary}`.as('first_text'),
      secondText: sql<string>`${articles.plainText}`.as('second_text'),
      at: sql<Date>`${articles.publishedAt}`.as('at'),
      titleHit: textContainsKeyword(articles.title, keyword).as('title_hit'),
    })
    .from(articles)
    .where(and(publishedArticle, containsKeyword(articles.searchText, keyword)));
}

export async function findHits(
  db: Database,
  keyword: string,
  kind: SearchKind | undefined,
  paging: Paging,
): Promise<FoundHit[]> {
  const arms = {
    resource: () => resourceHits(db, keyword),
    product: () => productHits(db, keyword),
    article: () => articleHits(db, keyword),
  };
  const hits = (
    kind === undefined ? unionAll(arms.resource(), arms.product(), arms.article()) : arms[kind]()
  ).as('hits');
  const rows = await db
    .select()
    .from(hits)
    .orderBy(desc(hits.titleHit), desc(hits.at), desc(hits.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    texts: [row.firstText, row.secondText].filter((text) => text !== ''),
    at: new Date(row.at),
  }));
}

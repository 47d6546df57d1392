/**
 * One page of announcements: by status and keyword (title and text), in the order the caller's list
 * asks for — most recently updated first for the operators' management list, newest publication first
 * for the workspaces.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Database } from '../../db/database';
import { containsKeyword, normalizedKeyword } from '../../db/contains-keyword';
import { articles } from '../../db/schema';
import { pagingOf } from '../catalog/paging';
import {
  announcementCategory,
  announcementSummaryColumns,
  toAnnouncementSummary,
} from './announcement-record';

export type AnnouncementPage = components['schemas']['AnnouncementPage'];

export interface AnnouncementListOptions {
  readonly status?: 'draft' | 'published';
  readonly keyword?: string;
  readonly page?: number;
  readonly pageSize?: number;
  readonly order: 'updated' | 'published';
}

export async function listAnnouncements(
  db: Database,
  options: AnnouncementListOptions,
): Promise<AnnouncementPage> {
  const keyword = normalizedKeyword(options.keyword);
  const where = and(
    eq(articles.category, announcementCategory),
    options.status === undefined ? undefined : eq(articles.status, options.status),
    keyword === null ? undefined : containsKeyword(articles.searchText, keyword),
  );
  const paging = pagingOf(options);
  const [totalRow] = await db.select({ total: count() }).from(articles).where(where);
  const total = totalRow?.total ?? 0;
  const order =
    options.order === 'updated'
      ? [desc(articles.updatedAt), desc(articles.id)]
      : [desc(articles.publishedAt), desc(articles.id)];
  const rows =
    total <= paging.offset
      ? []
      : await db
          .select(announcementSummaryColumns)
          .from(articles)
          .where(where)
          .orderBy(...order)
          .limit(paging.pageSize)
          .offset(paging.offset);
  return {
    list: rows.map(toAnnouncementSummary),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/**
 * Announcements (公告) are `articles` rows of the category `notice`: the columns the operations read,
 * and their contract form. Published ones appear in the public 通知公告 list and in search as well.
 */
import type { components } from '@openapi/schema';
import { articles } from '../../db/schema';

export type Announcement = components['schemas']['Announcement'];
export type AnnouncementSummary = components['schemas']['AnnouncementSummary'];

export const announcementCategory = 'notice';

export const announcementSummaryColumns = {
  id: articles.id,
  title: articles.title,
  status: articles.status,
  authorName: articles.createdBy,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
};

export const announcementColumns = { ...announcementSummaryColumns, content: articles.content };

export interface AnnouncementSummaryRow {
  readonly id: string;
  readonly title: string;
  readonly status: 'draft' | 'published';
  readonly authorName: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly publishedAt: Date | null;
}

export interface AnnouncementRow extends AnnouncementSummaryRow {
  readonly content: string;
}

export function toAnnouncementSummary(row: AnnouncementSummaryRow): AnnouncementSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return { ...toAnnouncementSummary(row), content: row.content };
}

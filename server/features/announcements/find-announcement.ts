/** One announcement by id, drafts included; undefined when there is none. */
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/database';
import { articles } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import {
  announcementCategory,
  announcementColumns,
  type AnnouncementRow,
} from './announcement-record';

export async function findAnnouncement(
  db: Database | DatabaseTransaction,
  id: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select(announcementColumns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.category, announcementCategory)));
  return row;
}

/** 4011 公告不存在. */
export function announcementNotFound() {
  return recordNotFound('公告');
}

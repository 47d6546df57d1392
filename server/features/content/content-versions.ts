/**
 * The saved versions of a content-wall entry (`content_wall_versions`): appended on every save and every
 * restore, never changed or deleted. The newest version of an entry is its current text; its number
 * (第几次保存) is its place among the entry's versions, oldest first.
 */
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Database, DatabaseTransaction } from '../../db/database';
import { contentWallVersions } from '../../db/schema';
import type { ContentWallKey, StoredContentWallEntry } from './content-wall-entry';

export type ContentVersion = components['schemas']['ContentVersion'];
export type StoredContentVersion = typeof contentWallVersions.$inferSelect;

type Queryable = Database | DatabaseTransaction;

/** Who saved the seeded texts (`system`), as people read it. */
const seededBy = 'system';
const seededByLabel = '系统初始化';
const editorNameMaxLength = 50;

export function editorNameOf(createdBy: string): string {
  return createdBy === seededBy
    ? seededByLabel
    : [...createdBy].slice(0, editorNameMaxLength).join('');
}

export function toContentVersion(
  key: ContentWallKey,
  row: StoredContentVersion,
  version: number,
  current: boolean,
): ContentVersion {
  return {
    id: row.id,
    key,
    version,
    title: row.title,
    content: row.content,
    editorName: editorNameOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    current,
  };
}

export async function countVersions(db: Queryable, key: ContentWallKey): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contentWallVersions)
    .where(eq(contentWallVersions.key, key));
  return row?.total ?? 0;
}

/** The number of a stored version: how many versions of its entry there are up to it. */
export async function versionNumberOf(db: Queryable, row: StoredContentVersion): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(contentWallVersions)
    .where(and(eq(contentWallVersions.key, row.key), lte(contentWallVersions.id, row.id)));
  return counted?.total ?? 0;
}

export async function latestVersion(
  db: Queryable,
  key: ContentWallKey,
): Promise<StoredContentVersion | undefined> {
  const [row] = await db
    .select()
    .from(contentWallVersions)
    .where(eq(contentWallVersions.key, key))
    .orderBy(desc(contentWallVersions.id))
    .limit(1);
  return row;
}

export interface SavedText {
  readonly title: string;
  readonly content: string;
  readonly by: string;
  readonly at: Date;
}

export async function appendVersion(
  tx: DatabaseTransaction,
  key: ContentWallKey,
  text: SavedText,
): Promise<StoredContentVersion> {
  const [row] = await tx
    .insert(contentWallVersions)
    .values({
      key,
      title: text.title,
      content: text.content,
      createdBy: text.by,
      createdAt: text.at,
    })
    .returning();
  if (row === undefined) throw new Error('the new content version was not returned');
  return row;
}

/**
 * Makes sure the text about to be replaced is kept: an entry whose newest version is not its current
 * text (written before versions were kept, or by hand) gets that text appended as it stands first.
 */
export async function keepCurrentText(
  tx: DatabaseTransaction,
  key: ContentWallKey,
  entry: StoredContentWallEntry,
): Promise<void> {
  const latest = await latestVersion(tx, key);
  if (latest !== undefined && latest.title === entry.title && latest.content === entry.content) {
    return;
  }
  await appendVersion(tx, key, {
    title: entry.title,
    content: entry.content,
    by: entry.updatedBy,
    at: entry.updatedAt,
  });
}

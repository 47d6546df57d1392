/** `GET content-config/wall/`: every content-wall entry (关于平台, 隐私政策声明, 首页公告 …). */
import { asc } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { contentWallEntries } from '../../db/schema';
import { ok } from '../../http/envelope';
import { isContentWallKey } from './content-wall-keys';

export const contentConfigWall = defineHandler('contentConfigWall', async (_input, { db, log }) => {
  const rows = await db.select().from(contentWallEntries).orderBy(asc(contentWallEntries.key));
  const entries = rows.flatMap((row) => {
    const { key } = row;
    if (isContentWallKey(key)) {
      return [
        { key, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() },
      ];
    }
    // A key the contract does not (yet) know cannot be sent; it stays stored for a later release.
    log.warn({ key }, 'content-wall entry with a key unknown to the contract was not sent');
    return [];
  });
  return ok(entries);
});

/**
 * `POST primary/content-config/versions`: every saved text of one content-wall entry, newest first,
 * paged; the newest is the current one. A key without an entry is answered with 4011.
 */
import { desc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { contentWallEntries, contentWallVersions } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { contentEntryNotFound } from './content-wall-entry';
import { countVersions, toContentVersion } from './content-versions';

const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export const primaryContentConfigVersions = defineHandler(
  'primaryContentConfigVersions',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const paging = pagingOf(body);
    // One snapshot, so the numbers and the current mark agree with the total.
    const page = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select({ key: contentWallEntries.key })
        .from(contentWallEntries)
        .where(eq(contentWallEntries.key, body.key));
      if (entry === undefined) throw contentEntryNotFound();
      const total = await countVersions(tx, body.key);
      const rows =
        total <= paging.offset
          ? []
          : await tx
              .select()
              .from(contentWallVersions)
              .where(eq(contentWallVersions.key, body.key))
              .orderBy(desc(contentWallVersions.id))
              .limit(paging.pageSize)
              .offset(paging.offset);
      return {
        list: rows.map((row, index) => {
          const position = paging.offset + index;
          return toContentVersion(body.key, row, total - position, position === 0);
        }),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    }, snapshot);
    return ok(page);
  },
);

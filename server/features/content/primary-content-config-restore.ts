/**
 * `POST primary/content-config/restore`: makes an earlier version of a content-wall entry current again
 * by saving its text as a new version, so nothing is lost. The text is sanitized again on the way, with
 * today's allow-list. A version of another entry (or none at all) is answered with 4011; restoring the
 * text the entry already has, with 4212.
 */
import { and, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { contentWallVersions } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { contentUnchanged, toContentWallEntry } from './content-wall-entry';
import { versionNumberOf } from './content-versions';
import { saveContentText } from './save-content-text';

const versionNotFound = () => recordNotFound('历史版本');

export const primaryContentConfigRestore = defineHandler(
  'primaryContentConfigRestore',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const storedId = body.versionId;
    const outcome = await db.transaction(async (tx) => {
      const [restored] = await tx
        .select()
        .from(contentWallVersions)
        .where(and(eq(contentWallVersions.id, storedId), eq(contentWallVersions.key, body.key)));
      if (restored === undefined) throw versionNotFound();
      const restoredNumber = await versionNumberOf(tx, restored);
      const saved = await saveContentText(tx, {
        key: body.key,
        title: restored.title,
        content: sanitizeRichText(restored.content),
        operator,
        ip: request.ip,
        at: clock.now(),
        action: 'contentRestore',
        describe: (version) =>
          `将内容墙条目“${restored.title}”恢复为第 ${String(restoredNumber)} 版，保存为第 ${String(version)} 版`,
      });
      return { ...saved, restoredNumber };
    });
    if (!outcome.changed) {
      return contentUnchanged(body.key, outcome.entry, '该版本与当前内容相同，无需恢复');
    }
    return ok(
      toContentWallEntry(body.key, outcome.entry),
      `已恢复为第 ${String(outcome.restoredNumber)} 版`,
    );
  },
);

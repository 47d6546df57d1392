/**
 * `POST primary/content-config/update`: a new title and body for one content-wall entry (关于平台,
 * 隐私政策声明, 首页公告), the body sanitized before it is stored. The previous text stays as a version
 * and the new one becomes the newest; nothing changed is answered with 4212.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { contentBody, contentTitle } from './content-text';
import { contentUnchanged, toContentWallEntry } from './content-wall-entry';
import { saveContentText } from './save-content-text';

export const primaryContentConfigUpdate = defineHandler(
  'primaryContentConfigUpdate',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    // Checked before the entry is read, so a bad field is reported whatever the key.
    const title = contentTitle(body.title);
    const content = contentBody(body.content);
    const outcome = await db.transaction((tx) =>
      saveContentText(tx, {
        key: body.key,
        title,
        content,
        operator,
        ip: request.ip,
        at: clock.now(),
        action: 'contentUpdate',
        describe: (version) => `修改内容墙条目“${title}”，保存为第 ${String(version)} 版`,
      }),
    );
    if (!outcome.changed) return contentUnchanged(body.key, outcome.entry, '内容没有变化');
    return ok(
      toContentWallEntry(body.key, outcome.entry),
      `内容已保存（第 ${String(outcome.version)} 版）`,
    );
  },
);

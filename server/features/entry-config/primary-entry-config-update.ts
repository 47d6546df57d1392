/**
 * `POST primary/entry-config/update`: changes the fields sent and keeps the others; a new name must be
 * free within the domain (4090). Nothing changed is answered with 4212. Files already uploaded are not
 * checked again against new types or a smaller limit: they were valid when they were accepted.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { entryConfigs } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { assertNameFree, entryConfigDescription, entryConfigName } from './entry-config-fields';
import { findEntryConfig, toEntryConfig } from './entry-config-record';
import { orderedFileTypes } from '../../kernel/upload-check/file-types';

/** How the log names the fields an update changed. */
const changedFieldLabels = {
  name: '材料名称',
  description: '说明',
  required: '是否必传',
  allowedTypes: '文件类型',
  maxSizeBytes: '大小上限',
  sortOrder: '排序',
} as const;

function sameTypes(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((type, index) => type === right[index]);
}

export const primaryEntryConfigUpdate = defineHandler(
  'primaryEntryConfigUpdate',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    // Checked before the record is read, so a bad field is reported whatever the id.
    const name = body.name === undefined ? undefined : entryConfigName(body.name);
    const description =
      body.description === undefined ? undefined : entryConfigDescription(body.description);
    const allowedTypes =
      body.allowedTypes === undefined ? undefined : orderedFileTypes(body.allowedTypes);

    const outcome = await db.transaction(async (tx) => {
      const current = await findEntryConfig(tx, body.id);
      const changes = {
        ...(name !== undefined && name !== current.name ? { name } : {}),
        ...(description !== undefined && description !== current.description
          ? { description }
          : {}),
        ...(body.required !== undefined && body.required !== current.required
          ? { required: body.required }
          : {}),
        ...(allowedTypes !== undefined &&
        !sameTypes(allowedTypes, orderedFileTypes(current.allowedTypes))
          ? { allowedTypes }
          : {}),
        ...(body.maxSizeBytes !== undefined && body.maxSizeBytes !== current.maxSizeBytes
          ? { maxSizeBytes: body.maxSizeBytes }
          : {}),
        ...(body.sortOrder !== undefined && body.sortOrder !== current.sortOrder
          ? { sortOrder: body.sortOrder }
          : {}),
      };
      if (Object.keys(changes).length === 0) return { changed: false as const, row: current };
      if (changes.name !== undefined) {
        await assertNameFree(tx, current.domainId, changes.name, current.id);
      }
      const now = clock.now();
      await tx
        .update(entryConfigs)
        .set({ ...changes, updatedAt: now })
        .where(eq(entryConfigs.id, current.id));
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'entryConfigUpdate',
        target: { type: 'entryConfig', id: current.id, label: changes.name ?? current.name },
        detail: `修改入驻材料“${current.name}”：${Object.entries(changedFieldLabels)
          .filter(([field]) => field in changes)
          .map(([, label]) => label)
          .join('、')}`,
        ip: request.ip,
        at: now,
      });
      return { changed: true as const, row: await findEntryConfig(tx, current.id) };
    });

    if (!outcome.changed) return nothingChanged(toEntryConfig(outcome.row), '入驻材料配置没有变化');
    return ok(toEntryConfig(outcome.row), '入驻材料配置已保存');
  },
);

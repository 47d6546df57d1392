/**
 * `POST primary/entry-config/status`: enables or disables a material. A disabled one is no longer
 * asked of applicants (the public domain detail lists only enabled ones); files already uploaded for
 * it stay. Setting the status it already has is answered with 4212.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { entryConfigs } from '../../db/schema';
import { nothingChanged, ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { findEntryConfig, toEntryConfig } from './entry-config-record';

export const primaryEntryConfigStatus = defineHandler(
  'primaryEntryConfigStatus',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const current = await findEntryConfig(db, body.id);
    if (current.enabled === body.enabled) {
      return nothingChanged(
        toEntryConfig(current),
        body.enabled ? '该入驻材料已是启用状态' : '该入驻材料已是停用状态',
      );
    }
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await tx
        .update(entryConfigs)
        .set({ enabled: body.enabled, updatedAt: now })
        .where(eq(entryConfigs.id, current.id));
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'entryConfigStatus',
        target: { type: 'entryConfig', id: current.id, label: current.name },
        detail: `${body.enabled ? '启用' : '停用'}入驻材料“${current.name}”`,
        ip: request.ip,
        at: now,
      });
      return findEntryConfig(tx, current.id);
    });
    return ok(toEntryConfig(row), body.enabled ? '入驻材料已启用' : '入驻材料已停用');
  },
);

/**
 * `POST primary/entry-config/delete`: removes a material no file was ever uploaded for. One that has
 * files is refused with 4090 — it can only be disabled, so no application loses its materials. The
 * row is locked while its files are counted, so an upload cannot slip in between.
 */
import { count, eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { entryConfigs, entryFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { entryConfigNotFound } from './entry-config-record';

export const primaryEntryConfigDelete = defineHandler(
  'primaryEntryConfigDelete',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    await db.transaction(async (tx) => {
      const [config] = await tx
        .select({ id: entryConfigs.id, name: entryConfigs.name })
        .from(entryConfigs)
        .where(eq(entryConfigs.id, body.id))
        .for('update');
      if (config === undefined) throw entryConfigNotFound();
      const [files] = await tx
        .select({ total: count() })
        .from(entryFiles)
        .where(eq(entryFiles.entryConfigId, config.id));
      const total = files?.total ?? 0;
      if (total > 0) {
        throw new AppError(
          EnvelopeCode.conflict,
          `该入驻材料已有 ${String(total)} 份上传的文件，不能删除；如不再需要，请将其停用`,
        );
      }
      await tx.delete(entryConfigs).where(eq(entryConfigs.id, config.id));
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'entryConfigDelete',
        target: { type: 'entryConfig', id: config.id, label: config.name },
        detail: `删除入驻材料“${config.name}”`,
        ip: request.ip,
        at: clock.now(),
      });
    });
    return ok({ id: body.id }, '入驻材料配置已删除');
  },
);

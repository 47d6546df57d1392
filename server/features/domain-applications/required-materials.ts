/**
 * Before a submission: every enabled, required entry of the domain holds at least one file of this
 * application. The answer names what is missing, in the domain's order.
 */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { DatabaseTransaction } from '../../db/database';
import { entryConfigs, entryFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';

export async function assertRequiredMaterials(
  tx: DatabaseTransaction,
  application: { id: string; domainId: string },
): Promise<void> {
  const missing = await tx
    .select({ name: entryConfigs.name })
    .from(entryConfigs)
    .where(
      and(
        eq(entryConfigs.domainId, application.domainId),
        eq(entryConfigs.enabled, true),
        eq(entryConfigs.required, true),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(entryFiles)
            .where(
              and(
                eq(entryFiles.applicationId, application.id),
                eq(entryFiles.entryConfigId, entryConfigs.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(entryConfigs.sortOrder), asc(entryConfigs.createdAt), asc(entryConfigs.id));
  if (missing.length > 0) {
    const names = missing.map((entry) => `“${entry.name}”`).join('、');
    throw new AppError(EnvelopeCode.invalidRequest, `请先上传必须提交的入驻材料：${names}`);
  }
}

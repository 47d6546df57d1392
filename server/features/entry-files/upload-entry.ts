/**
 * The entry an upload is for, as the upload needs it: it must be one of the application's domain and
 * enabled. Read once before the file is stored (so nothing is stored for a wrong entry) and checked
 * again, locked, when the file is recorded (so a config disabled or deleted meanwhile is noticed).
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { Database, DatabaseTransaction } from '../../db/database';
import { entryConfigs } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordNotFound } from '../../http/record-not-found';
import { orderedFileTypes, type FileType } from '../../kernel/upload-check/file-types';

export interface UploadEntry {
  readonly id: string;
  readonly name: string;
  readonly allowedTypes: readonly FileType[];
  readonly maxSizeBytes: number;
}

export async function findUploadEntry(
  db: Database | DatabaseTransaction,
  entryConfigId: string,
  domainId: string,
  lock: boolean = false,
): Promise<UploadEntry> {
  const query = db
    .select({
      id: entryConfigs.id,
      domainId: entryConfigs.domainId,
      name: entryConfigs.name,
      allowedTypes: entryConfigs.allowedTypes,
      maxSizeBytes: entryConfigs.maxSizeBytes,
      enabled: entryConfigs.enabled,
    })
    .from(entryConfigs)
    .where(eq(entryConfigs.id, entryConfigId));
  const [entry] = lock ? await query.for('share') : await query;
  if (entry === undefined) throw recordNotFound('入驻材料配置');
  if (entry.domainId !== domainId) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '请求参数 entryConfigId 不是该申请所在专区的入驻材料',
    );
  }
  if (!entry.enabled) {
    throw new AppError(EnvelopeCode.conflict, `入驻材料“${entry.name}”已停用，无需上传`);
  }
  return {
    id: entry.id,
    name: entry.name,
    allowedTypes: orderedFileTypes(entry.allowedTypes),
    maxSizeBytes: entry.maxSizeBytes,
  };
}

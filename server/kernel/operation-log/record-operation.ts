/**
 * Writes one entry of the operation log (操作日志): which operator did what, to which record, when and
 * from which address. Call it inside the transaction of the change it describes, so an action and its
 * log entry are stored together or not at all. The detail is for people and never holds a secret.
 */
import { operationLog } from '../../db/schema';
import type { Database, DatabaseTransaction } from '../../db/database';

export type OperationAction = (typeof operationLog.$inferInsert)['action'];
export type OperationTargetType = NonNullable<(typeof operationLog.$inferInsert)['targetType']>;

export interface OperationRecord {
  /** Null only for security events whose actor is unknown (record-security-event.ts). */
  readonly actor: { readonly userId: string; readonly name: string } | null;
  readonly action: OperationAction;
  readonly target: {
    readonly type: OperationTargetType;
    readonly id: string;
    readonly label: string;
  } | null;
  readonly detail: string;
  /** The caller's address (`request.ip`). */
  readonly ip: string;
  readonly at: Date;
}

const DETAIL_LIMIT = 1000;
export const unknownActorName = '未知用户';
const LABEL_LIMIT = 200;

export async function recordOperation(
  db: Database | DatabaseTransaction,
  record: OperationRecord,
): Promise<void> {
  await db.insert(operationLog).values({
    actorId: record.actor?.userId ?? null,
    actorName: record.actor?.name ?? unknownActorName,
    action: record.action,
    targetType: record.target?.type ?? null,
    targetId: record.target?.id ?? null,
    targetLabel: record.target ? record.target.label.slice(0, LABEL_LIMIT) : null,
    detail: record.detail.slice(0, DETAIL_LIMIT),
    ip: record.ip,
    at: record.at,
  });
}

/**
 * The operation-log entry (操作日志) of an attachment added or deleted: the editor, the announcement or
 * article as target (labelled with its title) and the file's name. Written in the transaction of the
 * change, so the two are stored together or not at all.
 */
import type { DatabaseTransaction } from '../../db/database';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import type { OperatorPrincipal } from '../../kernel/principal';
import { ownerNoun, type AttachmentOwner } from './attachment-owner';

export interface AttachmentChange {
  readonly action: 'attachmentUpload' | 'attachmentDelete';
  readonly owner: AttachmentOwner;
  readonly fileName: string;
  readonly operator: OperatorPrincipal;
  readonly ip: string;
  readonly at: Date;
}

const verbs = { attachmentUpload: '上传', attachmentDelete: '删除' } as const;

export function recordAttachmentChange(
  tx: DatabaseTransaction,
  change: AttachmentChange,
): Promise<void> {
  const { owner } = change;
  return recordOperation(tx, {
    actor: { userId: change.operator.userId, name: change.operator.name },
    action: change.action,
    target: { type: owner.kind, id: owner.id, label: owner.title },
    detail: `${verbs[change.action]}${ownerNoun[owner.kind]}“${owner.title}”的附件“${change.fileName}”`,
    ip: change.ip,
    at: change.at,
  });
}

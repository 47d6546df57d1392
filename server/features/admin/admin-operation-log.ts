/**
 * The operation-log entry of an administrator's change to an operator account: the administrator, the
 * account as target (labelled with its login name), and a Chinese detail that never holds a password.
 */
import type { HandlerContext } from '../../contract/operation-handler';
import type { DatabaseTransaction } from '../../db/database';
import type { OperatorPrincipal } from '../../kernel/principal';
import { recordOperation, type OperationAction } from '../../kernel/operation-log/record-operation';

export interface AdminChange {
  readonly action: OperationAction;
  readonly target: { readonly id: string; readonly account: string };
  readonly detail: string;
  readonly at: Date;
}

export function recordAdminChange(
  tx: DatabaseTransaction,
  caller: OperatorPrincipal,
  request: HandlerContext['request'],
  change: AdminChange,
): Promise<void> {
  return recordOperation(tx, {
    actor: { userId: caller.userId, name: caller.name },
    action: change.action,
    target: { type: 'admin', id: change.target.id, label: change.target.account },
    detail: change.detail,
    ip: request.ip,
    at: change.at,
  });
}

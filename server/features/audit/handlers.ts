/** The handlers of the auditors' read-only view of the domain application workflow and the operation log. */
import type { OperationHandler } from '../../contract/operation-handler';

export const auditHandlers: readonly OperationHandler[] = [];

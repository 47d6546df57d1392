/** The handlers of the administration of operators, roles, client applications and corporate users (right admin:manage). */
import type { OperationHandler } from '../../contract/operation-handler';

export const adminHandlers: readonly OperationHandler[] = [];

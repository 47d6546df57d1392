/** The handlers of the auditors' read-only view of the domain application workflow and the operation log. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryAuditAdminLog } from './primary-audit-admin-log';
import { primaryAuditApplicationHistory } from './primary-audit-application-history';
import { primaryAuditApplicationList } from './primary-audit-application-list';
import { primaryAuditExport } from './primary-audit-export';
import { primaryAuditReviewerList } from './primary-audit-reviewer-list';
import { primaryAuditStateCounts } from './primary-audit-state-counts';

export const auditHandlers: readonly OperationHandler[] = [
  primaryAuditStateCounts,
  primaryAuditApplicationList,
  primaryAuditApplicationHistory,
  primaryAuditReviewerList,
  primaryAuditAdminLog,
  primaryAuditExport,
];

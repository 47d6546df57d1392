/**
 * Which workspace routes need a right, said once: each guarded route names the contract operation it
 * exists to perform, and its rights are that operation's `x-rights` (openapi/operation-access.ts,
 * generated from the contract the server enforces). The router sends a visitor without them to /403
 * and the side navigation leaves the route out. Routes not listed are for every signed-in user (审核工作台
 * serves every operator: reviewers their queues, editors and auditors their shortcuts).
 */
import { type AccessOperationId, operationAccess, type Right } from '@openapi/operation-access';
import type { RouteKey } from './routes';

export const routeOperations = {
  domainApply: 'secondDomainApplicationNew',
  domainFirstReview: 'primaryReviewFirstDecision',
  domainFinalReview: 'primaryReviewFinalDecision',
  audit: 'primaryAuditStateCounts',
  auditApplication: 'primaryAuditApplicationHistory',
  workspaceAnnounce: 'primaryAnnouncementAdd',
  contentAnnouncements: 'primaryAnnouncementAdd',
  contentEntryConfig: 'primaryEntryConfigNew',
  contentWall: 'primaryContentConfigUpdate',
  contentArticleAttachments: 'primaryContentAttachmentUpload',
  adminAccounts: 'primaryAdminList',
  adminRoles: 'primaryAdminRoleList',
  adminClients: 'primaryAdminClientList',
  adminDomains: 'primaryDomainAdminList',
  adminReviewWorkload: 'primaryAdminReviewWorkload',
  adminUsers: 'primaryUserList',
  adminUserDetail: 'primaryUserDetail',
  operationLog: 'primaryAuditAdminLog',
} as const satisfies Partial<Record<RouteKey, AccessOperationId>>;

export type GuardedRouteKey = keyof typeof routeOperations;

export function isGuardedRoute(key: RouteKey): key is GuardedRouteKey {
  return key in routeOperations;
}

/** The rights of which a visitor needs one to open the route. */
export function routeRights(key: GuardedRouteKey): readonly Right[] {
  return operationAccess[routeOperations[key]].rights;
}

/** Whether a user holding `rights` may call the operation (its side aside). */
export function mayCall(operation: AccessOperationId, rights: readonly string[]): boolean {
  const needed = operationAccess[operation].rights;
  return needed.length === 0 || needed.some((right) => rights.includes(right));
}

/** Whether a signed-in user holding `rights` may open the route. */
export function mayVisit(key: RouteKey, rights: readonly string[]): boolean {
  if (!isGuardedRoute(key)) return true;
  return mayCall(routeOperations[key], rights);
}

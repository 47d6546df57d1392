/**
 * The contract's operation-log shapes, and the action types in the groups the filter shows them in.
 * The security events (安全事件) are a group of their own and the log's `security` category.
 */
import type { components } from '@openapi/schema';

export type AdminLogAction = components['schemas']['AdminLogAction'];
export type AdminLogEntry = components['schemas']['AdminLogEntry'];
export type AdminLogPage = components['schemas']['AdminLogPage'];
export type AdminLogQuery = components['schemas']['AdminLogQuery'];
export type AdminLogCategory = components['schemas']['AdminLogCategory'];

export const adminLogCategories: readonly AdminLogCategory[] = ['operation', 'security'];
export type AdminLogTargetType = NonNullable<AdminLogEntry['targetType']>;

export type ActionGroup =
  | 'session'
  | 'admin'
  | 'entryConfig'
  | 'announcement'
  | 'content'
  | 'review'
  | 'domain'
  | 'security';

/** Every action type of the contract, each in its group (a new action type is a type error here). */
const groupOfAction: Record<AdminLogAction, ActionGroup> = {
  login: 'session',
  logout: 'session',
  passwordChange: 'session',
  adminCreate: 'admin',
  adminUpdate: 'admin',
  adminPasswordReset: 'admin',
  adminDisable: 'admin',
  adminEnable: 'admin',
  entryConfigCreate: 'entryConfig',
  entryConfigUpdate: 'entryConfig',
  entryConfigStatus: 'entryConfig',
  entryConfigDelete: 'entryConfig',
  announcementCreate: 'announcement',
  announcementUpdate: 'announcement',
  announcementPublish: 'announcement',
  announcementUnpublish: 'announcement',
  contentUpdate: 'content',
  contentRestore: 'content',
  reviewDecision: 'review',
  reviewClaim: 'review',
  reviewRelease: 'review',
  reviewReassign: 'review',
  auditExport: 'review',
  domainCreate: 'domain',
  domainUpdate: 'domain',
  domainOpen: 'domain',
  domainClose: 'domain',
  domainCommitmentPublish: 'domain',
  attachmentUpload: 'content',
  attachmentDelete: 'content',
  loginFailure: 'security',
  loginDisabled: 'security',
  rateLimited: 'security',
  accessDenied: 'security',
  uploadRefused: 'security',
};

export const adminLogActions = Object.keys(groupOfAction) as AdminLogAction[];

export const actionGroups: readonly ActionGroup[] = [
  'session',
  'admin',
  'entryConfig',
  'announcement',
  'content',
  'review',
  'domain',
  'security',
];

export function actionGroupOf(action: AdminLogAction): ActionGroup {
  return groupOfAction[action];
}

export function actionsOfGroup(group: ActionGroup): AdminLogAction[] {
  return adminLogActions.filter((action) => groupOfAction[action] === group);
}

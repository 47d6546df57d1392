/** The contract's operation-log shapes, and the action types in the groups the filter shows them in. */
import type { components } from '@openapi/schema';

export type AdminLogAction = components['schemas']['AdminLogAction'];
export type AdminLogEntry = components['schemas']['AdminLogEntry'];
export type AdminLogPage = components['schemas']['AdminLogPage'];
export type AdminLogQuery = components['schemas']['AdminLogQuery'];
export type AdminLogTargetType = NonNullable<AdminLogEntry['targetType']>;

export type ActionGroup =
  'session' | 'admin' | 'entryConfig' | 'announcement' | 'content' | 'review';

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
  auditExport: 'review',
};

export const adminLogActions = Object.keys(groupOfAction) as AdminLogAction[];

export const actionGroups: readonly ActionGroup[] = [
  'session',
  'admin',
  'entryConfig',
  'announcement',
  'content',
  'review',
];

export function actionGroupOf(action: AdminLogAction): ActionGroup {
  return groupOfAction[action];
}

export function actionsOfGroup(group: ActionGroup): AdminLogAction[] {
  return adminLogActions.filter((action) => groupOfAction[action] === group);
}

/**
 * The Chinese names of the workflow's stages, events and roles (DESIGN §8). The server needs them for its
 * messages and exports, and the zh-CN locale takes them from here, so a stage has one name everywhere.
 */
import type { ActorRole, ApplicationState, HistoryEventType } from './domain-application.types';

export const applicationStateLabels = {
  draft: '草稿',
  firstReview: '初审中',
  finalReview: '终审中',
  approved: '已通过',
  rejected: '已驳回',
  returned: '退回修改',
  withdrawn: '已撤回',
} as const satisfies Record<ApplicationState, string>;

/** Event names as a history row shows them. */
export const workflowEventLabels = {
  create: '创建草稿',
  submit: '提交',
  withdraw: '撤回',
  revise: '修改',
  approve: '通过',
  reject: '驳回',
  return: '退回修改',
  claim: '认领',
  release: '释放',
  reassign: '改派',
} as const satisfies Record<HistoryEventType, string>;

export const actorRoleLabels = {
  applicant: '申请人',
  firstReviewer: '初审人员',
  finalReviewer: '终审人员',
  admin: '管理员',
} as const satisfies Record<ActorRole, string>;

/**
 * The Chinese messages for a refused transition, as the server puts them in the envelope's `msg` and the
 * client may show them before asking the server.
 */
import {
  COMMENT_MAX_LENGTH,
  type ApplicationState,
  type WorkflowEventType,
} from './domain-application.types';
import { applicationStateLabels, workflowEventLabels } from './workflow-labels';
import type { Refusal, WorkflowGuardName } from './workflow-rules';

/** What a refusal is about: the stored stage, the event, and the check that refused it (if one did). */
export type RefusalSubject = {
  state: ApplicationState;
  eventType: WorkflowEventType;
  guard: WorkflowGuardName | null;
};

const forbiddenByGuard = {
  mayActAsApplicant: '只能由申请单位办理本单位的专区入驻申请',
  mayDecideFirstReview: '您没有入驻初审权限',
  mayDecideFinalReview: '您没有入驻终审权限',
} as const satisfies Record<WorkflowGuardName, string>;

/** Reviewers write 审核意见; an applicant's remark (a withdrawal's reason) is a 说明. */
function commentName(eventType: WorkflowEventType): string {
  return eventType === 'approve' || eventType === 'reject' || eventType === 'return'
    ? '审核意见'
    : '说明';
}

export function refusalMessage(reason: Refusal, subject: RefusalSubject): string {
  const event = workflowEventLabels[subject.eventType];
  switch (reason) {
    case 'not-allowed-in-state':
      return `申请当前为“${applicationStateLabels[subject.state]}”状态，不能${event}`;
    case 'forbidden':
      return subject.guard === null ? '您无权办理此操作' : forbiddenByGuard[subject.guard];
    case 'four-eyes':
      return '同一轮申请的初审和终审不能由同一人办理，请由其他终审人员处理';
    case 'comment-required':
      return `${event}须填写审核意见`;
    case 'comment-too-long':
      return `${commentName(subject.eventType)}不能超过 ${String(COMMENT_MAX_LENGTH)} 个字`;
  }
}

/** A new draft is refused to anyone but a legal person's user with `domain:apply`. */
export const createDraftForbiddenMessage = '只有具备专区申请权限的法人用户可以申请入驻专区';

/**
 * The workflow's refusals in the words the server answers with (Chinese, the envelope's `msg`): the
 * machine names each refusal by a message key (machines/domain-application/workflow-messages.ts), and
 * this table words it, with the stages and events named as everywhere else (workflow-labels.ts).
 */
import {
  machineEventType,
  type WorkflowEventType,
} from '../../../machines/domain-application/domain-application.types';
import {
  applicationStateLabels,
  workflowEventLabels,
} from '../../../machines/domain-application/workflow-labels';
import type { RefusalMessage } from '../../../machines/domain-application/workflow-messages';

/** Reviewers write 审核意见; an applicant's remark (a withdrawal's reason) is a 说明. */
function commentName(event: WorkflowEventType): string {
  return machineEventType(event).startsWith('review.') ? '审核意见' : '说明';
}

export function refusalText(message: RefusalMessage): string {
  switch (message.key) {
    case 'notAllowedInState': {
      const { state, event } = message.values;
      return `申请当前为“${applicationStateLabels[state]}”状态，不能${workflowEventLabels[event]}`;
    }
    case 'notOwnApplication':
      return '只能由申请单位办理本单位的专区入驻申请';
    case 'noFirstReviewRight':
      return '您没有入驻初审权限';
    case 'noFinalReviewRight':
      return '您没有入驻终审权限';
    case 'noRight':
      return '您无权办理此操作';
    case 'fourEyes':
      return '同一轮申请的初审和终审不能由同一人办理，请由其他终审人员处理';
    case 'commentRequired':
      return `${workflowEventLabels[message.values.event]}须填写审核意见`;
    case 'commentTooLong': {
      const { event, max } = message.values;
      return `${commentName(event)}不能超过 ${String(max)} 个字`;
    }
    case 'createDraftForbidden':
      return '只有具备专区申请权限的法人用户可以申请入驻专区';
  }
}

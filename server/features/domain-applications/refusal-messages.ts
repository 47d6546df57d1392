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
import { closedDomainMessage } from './closed-domain';

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
    case 'claimFourEyes':
      return '本轮初审由您办理，按照双人审核原则不能认领终审';
    case 'reassignFourEyes':
      return `${message.values.reviewerName}办理了本轮初审，按照双人审核原则不能改派其终审`;
    case 'noAdminRight':
      return '只有管理员可以改派申请';
    case 'claimedByOther': {
      const { event, claimantName } = message.values;
      if (event === 'claim') return `该申请已由 ${claimantName} 认领`;
      if (event === 'release') return `该申请由 ${claimantName} 认领，仅认领人或管理员可以释放`;
      return `该申请已由 ${claimantName} 认领，仅认领人可以审核`;
    }
    case 'notClaimed':
      return message.values.event === 'release' ? '该申请尚未被认领' : '请先认领该申请再审核';
    case 'alreadyClaimed': {
      const { event, claimantName } = message.values;
      return event === 'claim' ? '您已认领该申请' : `该申请已由 ${claimantName} 认领，无需改派`;
    }
    case 'reviewerLacksRight':
      return message.values.state === 'finalReview'
        ? '所选人员没有入驻终审权限'
        : '所选人员没有入驻初审权限';
    case 'commentRequired':
      return `${workflowEventLabels[message.values.event]}须填写审核意见`;
    case 'commentTooLong': {
      const { event, max } = message.values;
      return `${commentName(event)}不能超过 ${String(max)} 个字`;
    }
    case 'createDraftForbidden':
      return '只有具备专区申请权限的法人用户可以申请入驻专区';
    case 'domainClosed':
      return closedDomainMessage;
    case 'commitmentRequired':
      return `请阅读专区承诺书（第 ${String(message.values.version)} 版），勾选“我已阅读并同意”后再提交`;
    case 'commitmentOutdated':
      return `专区承诺书已更新为第 ${String(message.values.version)} 版，请阅读新版本并重新勾选“我已阅读并同意”后再提交`;
  }
}

/**
 * Whom a workflow transition concerns and what they are told (DESIGN §9): the applicant at each step of
 * their own application (submitted, returned, rejected, approved, withdrawn), and the reviewers who
 * hold the right for the stage a case has just entered (a new case for first review; for final review
 * everyone but the round's first reviewer, who may not decide it), and on an administrator's 改派 the
 * reviewer the case now belongs to and the one it was taken from. Pure: the caller finds the people
 * and writes the notices in the transition's own transaction.
 */
import type {
  ApplicationState,
  HistoryEventType,
} from '../../../machines/domain-application/domain-application.types';
import { applicationDetailLink, reviewLink } from './notice-links';
import { clipped, noticeBodyMaxLength, type NoticeDraft } from './notice-draft';

/** The case as notices name it. */
export interface NoticeCase {
  readonly applicationId: string;
  /** 受理编号; null before the first submission. */
  readonly caseNumber: string | null;
  readonly domainName: string;
  readonly corName: string;
  readonly applicantId: string;
}

/** The transition as it was stored. */
export interface NoticeTransition {
  readonly from: ApplicationState | null;
  readonly to: ApplicationState;
  readonly event: HistoryEventType;
  /** 审核意见 or the withdrawal's reason, trimmed; null when none was given. */
  readonly comment: string | null;
  /** Who approved the round's first review, after the transition. */
  readonly firstReviewerId: string | null;
  /** Who took the step (the administrator of a 改派). */
  readonly actorName: string;
  /** Who held (认领) the case before the transition, and who holds it after. */
  readonly previousClaimant: ClaimantName | null;
  readonly claimant: ClaimantName | null;
}

export interface ClaimantName {
  readonly id: string;
  readonly name: string;
}

/** A reason quoted in a notice is kept short: the page shows it whole. */
const quotedReasonMaxLength = 200;

/** `金融专区入驻申请（受理编号 JS2026000123）`, or without the number before there is one. */
export function caseName(subject: Pick<NoticeCase, 'caseNumber' | 'domainName'>): string {
  const number = subject.caseNumber === null ? '' : `（受理编号 ${subject.caseNumber}）`;
  return `${subject.domainName}入驻申请${number}`;
}

function withReason(text: string, label: string, comment: string | null): string {
  if (comment === null || comment === '') return text;
  return `${text}${label}：${clipped(comment, quotedReasonMaxLength)}`;
}

function applicantNotice(
  subject: NoticeCase,
  kind: NoticeDraft['kind'],
  title: string,
  body: string,
): NoticeDraft {
  return {
    audience: { kind: 'applicant', applicantId: subject.applicantId },
    kind,
    applicationId: subject.applicationId,
    caseNumber: subject.caseNumber,
    title,
    body: clipped(body, noticeBodyMaxLength),
    link: applicationDetailLink(subject.applicationId),
  };
}

function applicantNoticeOf(subject: NoticeCase, transition: NoticeTransition): NoticeDraft | null {
  const name = caseName(subject);
  switch (transition.to) {
    case 'firstReview':
      return transition.event === 'submit'
        ? applicantNotice(
            subject,
            'application.submitted',
            '入驻申请已提交',
            `您的${name}已提交，进入初审环节，请留意审核结果。`,
          )
        : null;
    case 'returned':
      return applicantNotice(
        subject,
        'application.returned',
        '入驻申请被退回修改',
        withReason(
          `您的${name}被退回修改，请按审核意见修改后重新提交。`,
          '审核意见',
          transition.comment,
        ),
      );
    case 'rejected':
      return applicantNotice(
        subject,
        'application.rejected',
        '入驻申请已驳回',
        withReason(`您的${name}未通过审核，已被驳回。`, '驳回理由', transition.comment),
      );
    case 'approved':
      return applicantNotice(
        subject,
        'application.approved',
        '入驻申请已通过',
        `您的${name}已通过终审，欢迎入驻。`,
      );
    case 'withdrawn':
      return applicantNotice(
        subject,
        'application.withdrawn',
        '入驻申请已撤回',
        `您的${name}已撤回，审核不再进行。`,
      );
    default:
      return null;
  }
}

function newCaseNoticeOf(subject: NoticeCase, transition: NoticeTransition): NoticeDraft | null {
  if (transition.from === transition.to) return null;
  const name = caseName(subject);
  if (transition.to === 'firstReview') {
    return {
      audience: { kind: 'reviewers', right: 'domain:first-review', excludingId: null },
      kind: 'review.newCase',
      applicationId: subject.applicationId,
      caseNumber: subject.caseNumber,
      title: '新的入驻申请待初审',
      body: clipped(`${subject.corName}的${name}待初审，请及时认领审核。`, noticeBodyMaxLength),
      link: reviewLink('firstReview', subject.applicationId),
    };
  }
  if (transition.to === 'finalReview') {
    return {
      audience: {
        kind: 'reviewers',
        right: 'domain:final-review',
        excludingId: transition.firstReviewerId,
      },
      kind: 'review.newCase',
      applicationId: subject.applicationId,
      caseNumber: subject.caseNumber,
      title: '新的入驻申请待终审',
      body: clipped(
        `${subject.corName}的${name}已通过初审，待终审，请及时认领审核。`,
        noticeBodyMaxLength,
      ),
      link: reviewLink('finalReview', subject.applicationId),
    };
  }
  return null;
}

/** 改派: the new claimant is told the case is theirs now, the previous one that it is no longer. */
function reassignNoticesOf(subject: NoticeCase, transition: NoticeTransition): NoticeDraft[] {
  if (transition.event !== 'reassign') return [];
  if (transition.to !== 'firstReview' && transition.to !== 'finalReview') return [];
  const stage = transition.to;
  const stageName = stage === 'finalReview' ? '入驻终审' : '入驻初审';
  const name = `${subject.corName}的${caseName(subject)}`;
  const { claimant, previousClaimant } = transition;
  const reviewerNotice = (
    operatorId: string,
    kind: NoticeDraft['kind'],
    title: string,
    body: string,
  ): NoticeDraft => ({
    audience: { kind: 'operator', operatorId },
    kind,
    applicationId: subject.applicationId,
    caseNumber: subject.caseNumber,
    title,
    body: clipped(withReason(body, '改派说明', transition.comment), noticeBodyMaxLength),
    link: reviewLink(stage, subject.applicationId),
  });
  const notices: NoticeDraft[] = [];
  if (claimant !== null) {
    notices.push(
      reviewerNotice(
        claimant.id,
        'review.reassigned',
        '入驻申请已改派给您',
        `${name}已由${transition.actorName}改派给您，请及时办理${stageName}。`,
      ),
    );
  }
  if (previousClaimant !== null && previousClaimant.id !== claimant?.id) {
    notices.push(
      reviewerNotice(
        previousClaimant.id,
        'review.reassignedAway',
        '入驻申请已改派他人',
        `${name}已由${transition.actorName}改派给${claimant?.name ?? '其他审核人员'}办理${stageName}，您不再负责该申请。`,
      ),
    );
  }
  return notices;
}

/** The notices one stored transition causes, the applicant's first. */
export function transitionNotices(
  subject: NoticeCase,
  transition: NoticeTransition,
): NoticeDraft[] {
  return [
    applicantNoticeOf(subject, transition),
    newCaseNoticeOf(subject, transition),
    ...reassignNoticesOf(subject, transition),
  ].filter((notice) => notice !== null);
}

/**
 * The reminder notice of a case's time limit, addressed to its claimant (认领人) or, while nobody has
 * claimed it, to everyone holding the stage's right (at final review, not the round's first reviewer).
 * Its dedupe key names the case, round, stage and kind, so each person gets each reminder once, however
 * many sweeps and server instances compose it.
 */
import type { ReviewStage } from '../../../machines/domain-application/review-deadline';
import { shanghaiDate } from '../../../machines/domain-application/working-calendar';
import type { DeadlineReminder } from './deadline-reminder';
import { clipped, noticeBodyMaxLength, type NoticeDraft, type ReviewRight } from './notice-draft';
import { reviewLink } from './notice-links';
import { caseName, type NoticeCase } from './transition-notices';

export interface WaitingCase extends Omit<NoticeCase, 'applicantId'> {
  readonly stage: ReviewStage;
  readonly round: number;
  readonly claimedById: string | null;
  /** The round's first reviewer, who may not take the final decision. */
  readonly firstReviewerId: string | null;
}

const stageNames = { firstReview: '初审', finalReview: '终审' } as const satisfies Record<
  ReviewStage,
  string
>;

const stageRights = {
  firstReview: 'domain:first-review',
  finalReview: 'domain:final-review',
} as const satisfies Record<ReviewStage, ReviewRight>;

/** `2026年11月27日`: the Shanghai date a limit ends on (at 24:00). */
export function dueDateText(dueAt: Date): string {
  const [year, month, day] = shanghaiDate(dueAt).split('-').map(Number);
  return `${String(year)}年${String(month)}月${String(day)}日`;
}

export function deadlineNotice(subject: WaitingCase, reminder: DeadlineReminder): NoticeDraft {
  const stage = stageNames[subject.stage];
  const due = `${dueDateText(reminder.dueAt)} 24:00`;
  const name = `${subject.corName}的${caseName(subject)}`;
  const soon = reminder.kind === 'review.deadlineSoon';
  return {
    audience:
      subject.claimedById === null
        ? {
            kind: 'reviewers',
            right: stageRights[subject.stage],
            excludingId: subject.stage === 'finalReview' ? subject.firstReviewerId : null,
          }
        : { kind: 'operator', operatorId: subject.claimedById },
    kind: reminder.kind,
    applicationId: subject.applicationId,
    caseNumber: subject.caseNumber,
    title: soon ? `${stage}即将到期` : `${stage}已超期`,
    body: clipped(
      soon
        ? `${name}的${stage}时限为 ${due}，剩余不足一个工作日，请尽快审核。`
        : `${name}已超过${stage}时限（${due}），请尽快审核。`,
      noticeBodyMaxLength,
    ),
    link: reviewLink(subject.stage, subject.applicationId),
    dedupeKey: `${reminder.kind}:${subject.applicationId}:${String(subject.round)}:${subject.stage}`,
  };
}

/**
 * What a refused transition says, as a message key with the values its wording needs, never the words
 * themselves: the server answers in Chinese and words each key in its envelope's `msg`
 * (server/features/domain-applications/refusal-messages.ts); a view would translate it as it does its
 * own texts. Stages and events are named by their stored names.
 */
import {
  COMMENT_MAX_LENGTH,
  type ApplicationState,
  type DomainApplicationContext,
  type DomainApplicationEvent,
  type WorkflowEventType,
} from './domain-application.types';
import type { Refusal, WorkflowGuardName } from './workflow-rules';

export type RefusalMessage =
  /** The stage does not take the event (驳回 an approved application). */
  | { key: 'notAllowedInState'; values: { state: ApplicationState; event: WorkflowEventType } }
  /** Someone other than the owning legal person, or one without `domain:apply`. */
  | { key: 'notOwnApplication' }
  | { key: 'noFirstReviewRight' }
  | { key: 'noFinalReviewRight' }
  /** A refusal whose check is not known: no right, in general. */
  | { key: 'noRight' }
  /** The final reviewer of a round made its first-review decision. */
  | { key: 'fourEyes' }
  /** …and so may not claim its final review, nor be given it. */
  | { key: 'claimFourEyes' }
  | { key: 'reassignFourEyes'; values: { reviewerName: string } }
  /** Only an administrator (`admin:manage`) reassigns a case. */
  | { key: 'noAdminRight' }
  /** Another reviewer holds the case; `event` is what the actor tried (a decision, 认领 or 释放). */
  | { key: 'claimedByOther'; values: { event: WorkflowEventType; claimantName: string } }
  /** Nobody holds the case: a decision needs a claim first, a release has nothing to release. */
  | { key: 'notClaimed'; values: { event: WorkflowEventType } }
  /** The actor (or the reviewer it would go to) holds the case already. */
  | { key: 'alreadyClaimed'; values: { event: WorkflowEventType; claimantName: string } }
  /** The reviewer chosen for 改派 lacks the right of the stage. */
  | { key: 'reviewerLacksRight'; values: { state: ApplicationState } }
  | { key: 'commentRequired'; values: { event: WorkflowEventType } }
  /** `event` tells a reviewer's 审核意见 from an applicant's remark. */
  | { key: 'commentTooLong'; values: { event: WorkflowEventType; max: number } }
  /** Only a legal person's user with `domain:apply` starts a new application. */
  | { key: 'createDraftForbidden' }
  /** The domain no longer accepts applications (closed in 专区管理). */
  | { key: 'domainClosed' }
  /** 我已阅读并同意 was not ticked for the domain's current commitment (承诺书), version `version`. */
  | { key: 'commitmentRequired'; values: { version: number } }
  /** The commitment accepted is older than the current version `version`. */
  | { key: 'commitmentOutdated'; values: { version: number } };

export type RefusalMessageKey = RefusalMessage['key'];

/**
 * What a refusal is about: the stored stage, the event, the check that refused it (if one did), and
 * — for the refusals that name people — the context and the machine event refused.
 */
export type RefusalSubject = {
  state: ApplicationState;
  event: WorkflowEventType;
  guard: WorkflowGuardName | null;
  context?: DomainApplicationContext;
  machineEvent?: DomainApplicationEvent;
};

const forbiddenByGuard = {
  mayActAsApplicant: 'notOwnApplication',
  maySubmit: 'notOwnApplication',
  mayDecideFirstReview: 'noFirstReviewRight',
  mayDecideFinalReview: 'noFinalReviewRight',
  mayClaimFirstReview: 'noFirstReviewRight',
  mayClaimFinalReview: 'noFinalReviewRight',
  mayReleaseFirstReview: 'noFirstReviewRight',
  mayReleaseFinalReview: 'noFinalReviewRight',
  mayReassignFirstReview: 'noAdminRight',
  mayReassignFinalReview: 'noAdminRight',
} as const satisfies Record<WorkflowGuardName, RefusalMessageKey>;

/** The name of whoever holds the case, as the refusal tells it ('' when the context is not given). */
function claimantNameOf(subject: RefusalSubject): string {
  return subject.context?.claimantName ?? '';
}

function reassignTargetName(subject: RefusalSubject): string {
  const event = subject.machineEvent;
  return event?.type === 'review.reassign' ? event.target.name : '';
}

export function refusalMessage(reason: Refusal, subject: RefusalSubject): RefusalMessage {
  switch (reason) {
    case 'not-allowed-in-state':
      return {
        key: 'notAllowedInState',
        values: { state: subject.state, event: subject.event },
      };
    case 'forbidden':
      return { key: subject.guard === null ? 'noRight' : forbiddenByGuard[subject.guard] };
    case 'four-eyes':
      if (subject.event === 'claim') return { key: 'claimFourEyes' };
      if (subject.event === 'reassign') {
        return { key: 'reassignFourEyes', values: { reviewerName: reassignTargetName(subject) } };
      }
      return { key: 'fourEyes' };
    case 'claimed-by-other':
      return {
        key: 'claimedByOther',
        values: { event: subject.event, claimantName: claimantNameOf(subject) },
      };
    case 'not-claimed':
      return { key: 'notClaimed', values: { event: subject.event } };
    case 'already-claimed':
      return {
        key: 'alreadyClaimed',
        values: { event: subject.event, claimantName: claimantNameOf(subject) },
      };
    case 'reviewer-lacks-right':
      return { key: 'reviewerLacksRight', values: { state: subject.state } };
    case 'comment-required':
      return { key: 'commentRequired', values: { event: subject.event } };
    case 'comment-too-long':
      return { key: 'commentTooLong', values: { event: subject.event, max: COMMENT_MAX_LENGTH } };
    case 'domain-closed':
      return { key: 'domainClosed' };
    case 'commitment-required':
      return { key: 'commitmentRequired', values: { version: currentCommitmentOf(subject) } };
    case 'commitment-outdated':
      return { key: 'commitmentOutdated', values: { version: currentCommitmentOf(subject) } };
  }
}

/** The version of the domain's commitment a submission must accept (0 when the context is not given). */
function currentCommitmentOf(subject: RefusalSubject): number {
  return subject.context?.commitmentVersion ?? 0;
}

/** A new draft is refused to anyone but a legal person's user with `domain:apply`. */
export const createDraftForbiddenMessage = {
  key: 'createDraftForbidden',
} as const satisfies RefusalMessage;

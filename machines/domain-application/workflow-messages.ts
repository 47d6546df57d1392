/**
 * What a refused transition says, as a message key with the values its wording needs, never the words
 * themselves: the server answers in Chinese and words each key in its envelope's `msg`
 * (server/features/domain-applications/refusal-messages.ts); a view would translate it as it does its
 * own texts. Stages and events are named by their stored names.
 */
import {
  COMMENT_MAX_LENGTH,
  type ApplicationState,
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
  | { key: 'commentRequired'; values: { event: WorkflowEventType } }
  /** `event` tells a reviewer's 审核意见 from an applicant's remark. */
  | { key: 'commentTooLong'; values: { event: WorkflowEventType; max: number } }
  /** Only a legal person's user with `domain:apply` starts a new application. */
  | { key: 'createDraftForbidden' };

export type RefusalMessageKey = RefusalMessage['key'];

/** What a refusal is about: the stored stage, the event, and the check that refused it (if one did). */
export type RefusalSubject = {
  state: ApplicationState;
  event: WorkflowEventType;
  guard: WorkflowGuardName | null;
};

const forbiddenByGuard = {
  mayActAsApplicant: 'notOwnApplication',
  mayDecideFirstReview: 'noFirstReviewRight',
  mayDecideFinalReview: 'noFinalReviewRight',
} as const satisfies Record<WorkflowGuardName, RefusalMessageKey>;

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
      return { key: 'fourEyes' };
    case 'comment-required':
      return { key: 'commentRequired', values: { event: subject.event } };
    case 'comment-too-long':
      return { key: 'commentTooLong', values: { event: subject.event, max: COMMENT_MAX_LENGTH } };
  }
}

/** A new draft is refused to anyone but a legal person's user with `domain:apply`. */
export const createDraftForbiddenMessage = {
  key: 'createDraftForbidden',
} as const satisfies RefusalMessage;

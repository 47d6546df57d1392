/**
 * Who may send which event, as pure checks that answer with the reason for a refusal (or null). The
 * machine's guards are these checks (a guard passes when its check finds nothing to refuse), and
 * `decideTransition` asks the same check for the reason when the machine refuses an event, so the
 * decision and its explanation cannot drift apart.
 */
import {
  COMMENT_MAX_LENGTH,
  WORKFLOW_RIGHTS,
  type DomainApplicationContext,
  type DomainApplicationEvent,
  type WorkflowActor,
  type WorkflowEventType,
  workflowEventName,
} from './domain-application.types';

/** Why an event was refused. */
export type Refusal =
  /** The event does not leave the application's current state (e.g. 驳回 an approved application). */
  | 'not-allowed-in-state'
  /** The actor lacks the right, is the wrong kind of user, or does not own the application. */
  | 'forbidden'
  /** The final reviewer of a round made its first-review decision. */
  | 'four-eyes'
  /** 驳回 and 退回修改 need a reason. */
  | 'comment-required'
  | 'comment-too-long';

type GuardRefusal = Exclude<Refusal, 'not-allowed-in-state'>;

/** 驳回 and 退回修改 (by their stored names) tell the applicant why, so they carry a non-blank comment. */
export function requiresComment(type: WorkflowEventType): boolean {
  return type === 'reject' || type === 'return';
}

/** The comment as it is kept: trimmed, and null when blank or absent. */
export function normalizedComment(comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  return text === '' ? null : text;
}

function holdsRight(actor: WorkflowActor, right: string): boolean {
  return actor.rights.includes(right);
}

function commentRefusal(event: DomainApplicationEvent): GuardRefusal | null {
  const comment = event.comment ?? '';
  // Counted in characters (code points), as the contract's maxLength counts them.
  if ([...comment].length > COMMENT_MAX_LENGTH) return 'comment-too-long';
  if (requiresComment(workflowEventName(event.type)) && normalizedComment(comment) === null) {
    return 'comment-required';
  }
  return null;
}

/** Submit, withdraw and revise: only the legal person who owns the application, with `domain:apply`. */
export function applicantRefusal(
  context: DomainApplicationContext,
  event: DomainApplicationEvent,
): GuardRefusal | null {
  const { actor } = event;
  const owns = actor.kind === 'applicant' && actor.id === context.applicantId;
  if (!owns || !holdsRight(actor, WORKFLOW_RIGHTS.apply)) return 'forbidden';
  return commentRefusal(event);
}

/** A first-review decision: an operator with `domain:first-review`. */
export function firstReviewRefusal(
  _context: DomainApplicationContext,
  event: DomainApplicationEvent,
): GuardRefusal | null {
  const { actor } = event;
  if (actor.kind !== 'operator' || !holdsRight(actor, WORKFLOW_RIGHTS.firstReview)) {
    return 'forbidden';
  }
  return commentRefusal(event);
}

/**
 * A final-review decision: an operator with `domain:final-review` who did not approve this round's
 * first review (four-eyes principle). An operator holding both rights may do either review of a round,
 * never both.
 */
export function finalReviewRefusal(
  context: DomainApplicationContext,
  event: DomainApplicationEvent,
): GuardRefusal | null {
  const { actor } = event;
  if (actor.kind !== 'operator' || !holdsRight(actor, WORKFLOW_RIGHTS.finalReview)) {
    return 'forbidden';
  }
  if (context.firstReviewerId !== null && actor.id === context.firstReviewerId) return 'four-eyes';
  return commentRefusal(event);
}

/** The checks by the name of the machine guard that runs them. */
export const guardRefusals = {
  mayActAsApplicant: applicantRefusal,
  mayDecideFirstReview: firstReviewRefusal,
  mayDecideFinalReview: finalReviewRefusal,
} as const;

export type WorkflowGuardName = keyof typeof guardRefusals;

export function isWorkflowGuardName(name: string): name is WorkflowGuardName {
  return Object.hasOwn(guardRefusals, name);
}

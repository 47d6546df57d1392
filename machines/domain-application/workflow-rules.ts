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

/** The two review stages, each with the right it asks for. */
type ReviewStageName = 'firstReview' | 'finalReview';

const STAGE_RIGHTS = {
  firstReview: WORKFLOW_RIGHTS.firstReview,
  finalReview: WORKFLOW_RIGHTS.finalReview,
} as const satisfies Record<ReviewStageName, string>;

/** Why an event was refused. */
export type Refusal =
  /** The event does not leave the application's current state (e.g. 驳回 an approved application). */
  | 'not-allowed-in-state'
  /** The actor lacks the right, is the wrong kind of user, or does not own the application. */
  | 'forbidden'
  /**
   * The final reviewer of a round made its first-review decision: they may not decide, claim or be
   * given its final review.
   */
  | 'four-eyes'
  /** Another reviewer holds (认领) the case: only they decide or release it. */
  | 'claimed-by-other'
  /** Nobody holds the case: a decision needs a claim first, a release has nothing to release. */
  | 'not-claimed'
  /** The case is held already by the one who would claim it (or be given it). */
  | 'already-claimed'
  /** The reviewer a case would be reassigned to lacks the stage's right. */
  | 'reviewer-lacks-right'
  /** 驳回 and 退回修改 need a reason. */
  | 'comment-required'
  | 'comment-too-long'
  /** The domain no longer accepts applications (closed in 专区管理). */
  | 'domain-closed'
  /** A submission without 我已阅读并同意 ticked for the domain's commitment (承诺书). */
  | 'commitment-required'
  /** The commitment accepted is not the current one: a newer version was published meanwhile. */
  | 'commitment-outdated';

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

/**
 * 提交: the owner (as above), to a domain that accepts applications, having accepted its current
 * commitment. A domain without a commitment asks for none; an older version than the current one is
 * refused as outdated, so the applicant reads the new text before agreeing to it.
 */
export function submitRefusal(
  context: DomainApplicationContext,
  event: DomainApplicationEvent,
): GuardRefusal | null {
  const refusal = applicantRefusal(context, event);
  if (refusal !== null) return refusal;
  if (!context.domainAccepting) return 'domain-closed';
  if (context.commitmentVersion === null) return null;
  const accepted = event.type === 'application.submit' ? (event.commitmentVersion ?? null) : null;
  if (accepted === null) return 'commitment-required';
  return accepted === context.commitmentVersion ? null : 'commitment-outdated';
}

function isReviewerOf(actor: WorkflowActor, stage: ReviewStageName): boolean {
  return actor.kind === 'operator' && holdsRight(actor, STAGE_RIGHTS[stage]);
}

/** Whether the actor may not claim or decide the final review as the round's first reviewer. */
function breaksFourEyes(
  context: DomainApplicationContext,
  stage: ReviewStageName,
  id: string,
): boolean {
  return (
    stage === 'finalReview' && context.firstReviewerId !== null && id === context.firstReviewerId
  );
}

/** A decision is the claimant's alone: an unclaimed case is claimed first. */
function claimantRefusal(
  context: DomainApplicationContext,
  actor: WorkflowActor,
): GuardRefusal | null {
  if (context.claimantId === null) return 'not-claimed';
  return context.claimantId === actor.id ? null : 'claimed-by-other';
}

/**
 * A review decision (通过, 驳回, 退回修改): an operator with the stage's right, who is not the round's
 * first reviewer at the final review (four-eyes principle: an operator holding both rights may do
 * either review of a round, never both), and who holds the case (认领).
 */
function decisionRefusal(stage: ReviewStageName) {
  return (
    context: DomainApplicationContext,
    event: DomainApplicationEvent,
  ): GuardRefusal | null => {
    const { actor } = event;
    if (!isReviewerOf(actor, stage)) return 'forbidden';
    if (breaksFourEyes(context, stage, actor.id)) return 'four-eyes';
    return claimantRefusal(context, actor) ?? commentRefusal(event);
  };
}

/** A first-review decision: the claimant, an operator with `domain:first-review`. */
export const firstReviewRefusal = decisionRefusal('firstReview');

/** A final-review decision: the claimant, a `domain:final-review` operator other than the first reviewer. */
export const finalReviewRefusal = decisionRefusal('finalReview');

/** 认领: a reviewer of the stage (at the final review, not the round's first reviewer) while nobody holds it. */
function claimRefusal(stage: ReviewStageName) {
  return (
    context: DomainApplicationContext,
    event: DomainApplicationEvent,
  ): GuardRefusal | null => {
    const { actor } = event;
    if (!isReviewerOf(actor, stage)) return 'forbidden';
    if (breaksFourEyes(context, stage, actor.id)) return 'four-eyes';
    if (context.claimantId === actor.id) return 'already-claimed';
    if (context.claimantId !== null) return 'claimed-by-other';
    return commentRefusal(event);
  };
}

/**
 * 释放: the claimant, or an administrator (`admin:manage`) freeing a case somebody cannot finish. Other
 * reviewers of the stage are told who holds it; anybody else has no right.
 */
function releaseRefusal(stage: ReviewStageName) {
  return (
    context: DomainApplicationContext,
    event: DomainApplicationEvent,
  ): GuardRefusal | null => {
    const { actor } = event;
    const admin = actor.kind === 'operator' && holdsRight(actor, WORKFLOW_RIGHTS.admin);
    if (!admin && !isReviewerOf(actor, stage)) return 'forbidden';
    if (context.claimantId === null) return 'not-claimed';
    if (!admin && context.claimantId !== actor.id) return 'claimed-by-other';
    return commentRefusal(event);
  };
}

/**
 * 改派: an administrator (`admin:manage`) hands the case to a reviewer holding the stage's right (at
 * the final review, not the round's first reviewer) who does not hold it already.
 */
function reassignRefusal(stage: ReviewStageName) {
  return (
    context: DomainApplicationContext,
    event: DomainApplicationEvent,
  ): GuardRefusal | null => {
    const { actor } = event;
    if (actor.kind !== 'operator' || !holdsRight(actor, WORKFLOW_RIGHTS.admin)) return 'forbidden';
    if (event.type !== 'review.reassign') return 'forbidden';
    const { target } = event;
    if (!isReviewerOf(target, stage)) return 'reviewer-lacks-right';
    if (breaksFourEyes(context, stage, target.id)) return 'four-eyes';
    if (context.claimantId === target.id) return 'already-claimed';
    return commentRefusal(event);
  };
}

/** The checks by the name of the machine guard that runs them. */
export const guardRefusals = {
  mayActAsApplicant: applicantRefusal,
  maySubmit: submitRefusal,
  mayDecideFirstReview: firstReviewRefusal,
  mayDecideFinalReview: finalReviewRefusal,
  mayClaimFirstReview: claimRefusal('firstReview'),
  mayClaimFinalReview: claimRefusal('finalReview'),
  mayReleaseFirstReview: releaseRefusal('firstReview'),
  mayReleaseFinalReview: releaseRefusal('finalReview'),
  mayReassignFirstReview: reassignRefusal('firstReview'),
  mayReassignFinalReview: reassignRefusal('finalReview'),
} as const;

export type WorkflowGuardName = keyof typeof guardRefusals;

export function isWorkflowGuardName(name: string): name is WorkflowGuardName {
  return Object.hasOwn(guardRefusals, name);
}

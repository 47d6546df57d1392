/**
 * The decisions a reviewer may take on an application now, asked of the workflow machine itself
 * (`allowedEvents`) on the application restored from its detail, so the page offers exactly the buttons
 * the server would accept, each under the contract's name (`review.approve` is `approve`). The contract
 * names people in the history, not their ids, so the client identifies the reviewer by name for the
 * four-eyes check and for who holds the case (认领); the server decides with ids and answers a
 * mismatch with 4090, which the panel shows.
 */
import { allowedEvents } from '@machines/domain-application/decide';
import {
  workflowEventName,
  type WorkflowActor,
  type WorkflowEventType,
} from '@machines/domain-application/domain-application.types';
import { firstReviewerOfRound } from '@machines/domain-application/restore-context';
import type { ReviewDecision } from './api/decide-review';
import type { ApplicationDetail } from './api/get-review-application';
import type { ReviewStage } from './api/list-review-queue';

export type Reviewer = { name: string; rights: readonly string[] };

const REVIEW_DECISIONS: readonly ReviewDecision[] = ['approve', 'reject', 'return'];

function isReviewDecision(type: string): type is ReviewDecision {
  return REVIEW_DECISIONS.some((decision) => decision === type);
}

/** Who approved this round's first review, by name, or null. */
export function firstReviewerName(application: ApplicationDetail): string | null {
  const facts = application.history.map((row) => ({
    round: row.round,
    event: row.event,
    actorRole: row.actorRole,
    actorId: row.actorName,
  }));
  return firstReviewerOfRound(facts, application.round);
}

export type ClaimStep = 'claim' | 'release';

/** Every event the machine lets this reviewer send now, by its stored name. */
function allowedReviewEvents(
  application: ApplicationDetail,
  stage: ReviewStage,
  reviewer: Reviewer,
): WorkflowEventType[] {
  if (application.state !== stage) return [];
  const stored = {
    state: application.state,
    context: {
      // Reviewers' events do not read the owner; only applicants' events do.
      applicantId: '',
      round: application.round,
      firstReviewerId: firstReviewerName(application),
      // Only a submission reads the domain; review decisions do not.
      domainAccepting: true,
      commitmentVersion: null,
      // The claimant by name, as the reviewer is identified here.
      claimantId: application.claimedByName ?? null,
      claimantName: application.claimedByName ?? null,
    },
  };
  const actor: WorkflowActor = {
    kind: 'operator',
    id: reviewer.name,
    name: reviewer.name,
    rights: reviewer.rights,
  };
  return allowedEvents(stored, actor).map(workflowEventName);
}

export function allowedDecisions(
  application: ApplicationDetail,
  stage: ReviewStage,
  reviewer: Reviewer,
): ReviewDecision[] {
  return allowedReviewEvents(application, stage, reviewer).filter(isReviewDecision);
}

/** 认领 and 释放 as the reviewer may use them now (改派 is the administrators' page). */
export function allowedClaimSteps(
  application: ApplicationDetail,
  stage: ReviewStage,
  reviewer: Reviewer,
): ClaimStep[] {
  return allowedReviewEvents(application, stage, reviewer).filter(
    (event): event is ClaimStep => event === 'claim' || event === 'release',
  );
}

/** Whether the reviewer holds the case (by name, as the contract names people). */
export function heldBy(application: ApplicationDetail, reviewer: Reviewer): boolean {
  return application.claimedByName != null && application.claimedByName === reviewer.name;
}

/**
 * The domain application workflow (DESIGN §4, 专区入驻): the one definition of its stages. The server
 * restores a stored application into it, sends one event and persists what comes out (decide.ts); the
 * client asks it which actions to offer and draws the diagram from it.
 *
 * draft ──application.submit──► firstReview ──review.approve──► finalReview ──review.approve──► approved
 *                               │ review.reject ──► rejected ◄── review.reject │               (final)
 *                               │ review.return ──► returned ◄── review.return │
 *                               └ application.withdraw ──► withdrawn (final)
 * rejected | returned ──application.revise (round + 1)──► draft
 *
 * In either review stage a reviewer claims the case (review.claim, 认领) before deciding it and may
 * release it (review.release, 释放); an administrator may reassign it (review.reassign, 改派) to another
 * reviewer of the stage. These stay in the stage and change only who holds it; only the holder decides,
 * and leaving the stage ends the claim, so the next stage starts unclaimed.
 *
 * The history and the contract name the events without their area (`submit`, `approve`, …);
 * `MACHINE_EVENT_TYPES` in domain-application.types.ts maps the two. Every event carries its actor;
 * the guards (workflow-rules.ts) let applicants act on their own application only, reviewers only
 * with the right for the stage and on the cases they hold, and keep the final reviewer of a round apart
 * from its first reviewer.
 * Withdrawal is open while the first review is pending, as the design's diagram draws it: once a
 * reviewer has passed the application on, their work stands, and a draft or a returned application is
 * simply not submitted.
 *
 * A submission also answers to the domain (DESIGN §9): a domain closed in 专区管理 takes none, and the
 * applicant accepts (我已阅读并同意) the domain's current 承诺书, whose version the event carries and the
 * history keeps. The context holds the domain's state and current version as the server read them.
 */
import { assertEvent, assign, setup } from 'xstate';
import type {
  DomainApplicationContext,
  DomainApplicationEvent,
  DomainApplicationInput,
} from './domain-application.types';
import { guardRefusals } from './workflow-rules';

export const domainApplicationMachine = setup({
  types: {
    context: {} as DomainApplicationContext,
    events: {} as DomainApplicationEvent,
    input: {} as DomainApplicationInput,
  },
  actions: {
    /** The first reviewer who passed this round on: the final review must be someone else's. */
    recordFirstReviewer: assign(({ event }) => {
      assertEvent(event, 'review.approve');
      return { firstReviewerId: event.actor.id };
    }),
    /** The reviewer who claimed the case holds it until they release it or the stage is decided. */
    recordClaim: assign(({ event }) => {
      assertEvent(event, 'review.claim');
      return { claimantId: event.actor.id, claimantName: event.actor.name };
    }),
    /** An administrator hands the case to another reviewer of the stage. */
    recordReassign: assign(({ event }) => {
      assertEvent(event, 'review.reassign');
      return { claimantId: event.target.id, claimantName: event.target.name };
    }),
    /** Released, or the stage is left: nobody holds the case. */
    clearClaim: assign({ claimantId: null, claimantName: null }),
    /** A revised application is a new round, to be reviewed afresh by anyone. */
    startNextRound: assign(({ context }) => ({
      round: context.round + 1,
      firstReviewerId: null,
    })),
  },
  guards: {
    // Each passes when its check in workflow-rules.ts finds nothing to refuse.
    /** Submit, withdraw and revise: the owner, with `domain:apply`. */
    mayActAsApplicant: ({ context, event }) =>
      guardRefusals.mayActAsApplicant(context, event) === null,
    /** Submit: the owner, to a domain accepting applications, having accepted its current 承诺书. */
    maySubmit: ({ context, event }) => guardRefusals.maySubmit(context, event) === null,
    /** A first-review decision: an operator with `domain:first-review`. */
    mayDecideFirstReview: ({ context, event }) =>
      guardRefusals.mayDecideFirstReview(context, event) === null,
    /** A final-review decision: a `domain:final-review` operator other than the first reviewer. */
    mayDecideFinalReview: ({ context, event }) =>
      guardRefusals.mayDecideFinalReview(context, event) === null,
    /** 认领, 释放 and 改派 in each review stage. */
    mayClaimFirstReview: ({ context, event }) =>
      guardRefusals.mayClaimFirstReview(context, event) === null,
    mayClaimFinalReview: ({ context, event }) =>
      guardRefusals.mayClaimFinalReview(context, event) === null,
    mayReleaseFirstReview: ({ context, event }) =>
      guardRefusals.mayReleaseFirstReview(context, event) === null,
    mayReleaseFinalReview: ({ context, event }) =>
      guardRefusals.mayReleaseFinalReview(context, event) === null,
    mayReassignFirstReview: ({ context, event }) =>
      guardRefusals.mayReassignFirstReview(context, event) === null,
    mayReassignFinalReview: ({ context, event }) =>
      guardRefusals.mayReassignFinalReview(context, event) === null,
  },
}).createMachine({
  id: 'domainApplication',
  initial: 'draft',
  context: ({ input }) => ({
    applicantId: input.applicantId,
    round: input.round ?? 1,
    firstReviewerId: input.firstReviewerId ?? null,
    claimantId: input.claimantId ?? null,
    claimantName: input.claimantName ?? null,
    domainAccepting: input.domainAccepting ?? true,
    commitmentVersion: input.commitmentVersion ?? null,
  }),
  states: {
    draft: {
      on: {
        'application.submit': { target: 'firstReview', guard: 'maySubmit' },
      },
    },
    firstReview: {
      exit: 'clearClaim',
      on: {
        'review.claim': { guard: 'mayClaimFirstReview', actions: 'recordClaim' },
        'review.release': { guard: 'mayReleaseFirstReview', actions: 'clearClaim' },
        'review.reassign': { guard: 'mayReassignFirstReview', actions: 'recordReassign' },
        'review.approve': {
          target: 'finalReview',
          guard: 'mayDecideFirstReview',
          actions: 'recordFirstReviewer',
        },
        'review.reject': { target: 'rejected', guard: 'mayDecideFirstReview' },
        'review.return': { target: 'returned', guard: 'mayDecideFirstReview' },
        'application.withdraw': { target: 'withdrawn', guard: 'mayActAsApplicant' },
      },
    },
    finalReview: {
      exit: 'clearClaim',
      on: {
        'review.claim': { guard: 'mayClaimFinalReview', actions: 'recordClaim' },
        'review.release': { guard: 'mayReleaseFinalReview', actions: 'clearClaim' },
        'review.reassign': { guard: 'mayReassignFinalReview', actions: 'recordReassign' },
        'review.approve': { target: 'approved', guard: 'mayDecideFinalReview' },
        'review.reject': { target: 'rejected', guard: 'mayDecideFinalReview' },
        'review.return': { target: 'returned', guard: 'mayDecideFinalReview' },
      },
    },
    approved: { type: 'final' },
    rejected: {
      on: {
        'application.revise': {
          target: 'draft',
          guard: 'mayActAsApplicant',
          actions: 'startNextRound',
        },
      },
    },
    returned: {
      on: {
        'application.revise': {
          target: 'draft',
          guard: 'mayActAsApplicant',
          actions: 'startNextRound',
        },
      },
    },
    withdrawn: { type: 'final' },
  },
});

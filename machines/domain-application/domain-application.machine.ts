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
 * The history and the contract name the events without their area (`submit`, `approve`, …);
 * `MACHINE_EVENT_TYPES` in domain-application.types.ts maps the two. Every event carries its actor;
 * the guards (workflow-rules.ts) let applicants act on their own application only, reviewers only
 * with the right for the stage, and keep the final reviewer of a round apart from its first reviewer.
 * Withdrawal is open while the first review is pending, as the design's diagram draws it: once a
 * reviewer has passed the application on, their work stands, and a draft or a returned application is
 * simply not submitted.
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
    /** A first-review decision: an operator with `domain:first-review`. */
    mayDecideFirstReview: ({ context, event }) =>
      guardRefusals.mayDecideFirstReview(context, event) === null,
    /** A final-review decision: a `domain:final-review` operator other than the first reviewer. */
    mayDecideFinalReview: ({ context, event }) =>
      guardRefusals.mayDecideFinalReview(context, event) === null,
  },
}).createMachine({
  id: 'domainApplication',
  initial: 'draft',
  context: ({ input }) => ({
    applicantId: input.applicantId,
    round: input.round ?? 1,
    firstReviewerId: input.firstReviewerId ?? null,
  }),
  states: {
    draft: {
      on: {
        'application.submit': { target: 'firstReview', guard: 'mayActAsApplicant' },
      },
    },
    firstReview: {
      on: {
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
      on: {
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

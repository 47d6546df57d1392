/**
 * The domain application workflow (DESIGN §4, 专区入驻): the one definition of its stages. The server
 * restores a stored application into it, sends one event and persists what comes out (decide.ts); the
 * client asks it which actions to offer and draws the diagram from it.
 *
 * draft ──submit──► firstReview ──approve──► finalReview ──approve──► approved (final)
 *                   │ reject ──► rejected ◄── reject │
 *                   │ return ──► returned ◄── return │
 *                   └ withdraw ──► withdrawn (final)
 * rejected | returned ──revise (round + 1)──► draft
 *
 * Every event carries its actor; the guards (workflow-rules.ts) let applicants act on their own
 * application only, reviewers only with the right for the stage, and keep the final reviewer of a
 * round apart from its first reviewer. Withdrawal is open while the first review is pending, as the
 * design's diagram draws it: once a reviewer has passed the application on, their work stands, and a
 * draft or a returned application is simply not submitted.
 */
import { assign, setup } from 'xstate';
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
    recordFirstReviewer: assign(({ event }) => ({ firstReviewerId: event.actor.id })),
    /** A revised application is a new round, to be reviewed afresh by anyone. */
    startNextRound: assign(({ context }) => ({
      round: context.round + 1,
      firstReviewerId: null,
    })),
  },
  guards: {
    // Each passes when its check in workflow-rules.ts finds nothing to refuse.
    mayActAsApplicant: ({ context, event }) =>
      guardRefusals.mayActAsApplicant(context, event) === null,
    mayDecideFirstReview: ({ context, event }) =>
      guardRefusals.mayDecideFirstReview(context, event) === null,
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
        submit: { target: 'firstReview', guard: 'mayActAsApplicant' },
      },
    },
    firstReview: {
      on: {
        approve: {
          target: 'finalReview',
          guard: 'mayDecideFirstReview',
          actions: 'recordFirstReviewer',
        },
        reject: { target: 'rejected', guard: 'mayDecideFirstReview' },
        return: { target: 'returned', guard: 'mayDecideFirstReview' },
        withdraw: { target: 'withdrawn', guard: 'mayActAsApplicant' },
      },
    },
    finalReview: {
      on: {
        approve: { target: 'approved', guard: 'mayDecideFinalReview' },
        reject: { target: 'rejected', guard: 'mayDecideFinalReview' },
        return: { target: 'returned', guard: 'mayDecideFinalReview' },
      },
    },
    approved: { type: 'final' },
    rejected: {
      on: {
        revise: { target: 'draft', guard: 'mayActAsApplicant', actions: 'startNextRound' },
      },
    },
    returned: {
      on: {
        revise: { target: 'draft', guard: 'mayActAsApplicant', actions: 'startNextRound' },
      },
    },
    withdrawn: { type: 'final' },
  },
});

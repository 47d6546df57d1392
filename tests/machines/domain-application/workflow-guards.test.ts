/**
 * Every event × every stage × every kind of actor with every combination of the workflow's rights,
 * against a table written from the design (DESIGN §4) rather than from the code.
 */
import { describe, expect, it } from 'vitest';
import { decideTransition } from '@machines/domain-application/decide';
import {
  APPLICATION_STATES,
  WORKFLOW_EVENT_TYPES,
  machineEventType,
  type ApplicationState,
  type WorkflowActor,
  type WorkflowEventType,
} from '@machines/domain-application/domain-application.types';
import { firstReviewer, owner, REASON, storedIn } from './workflow-actors';

const RIGHTS = ['domain:apply', 'domain:first-review', 'domain:final-review'] as const;

/** Where each event leads from each stage; a missing entry means the stage does not take it. */
const DESIGN_TARGETS: Record<
  ApplicationState,
  Partial<Record<WorkflowEventType, ApplicationState>>
> = {
  draft: { submit: 'firstReview' },
  firstReview: {
    approve: 'finalReview',
    reject: 'rejected',
    return: 'returned',
    withdraw: 'withdrawn',
  },
  finalReview: { approve: 'approved', reject: 'rejected', return: 'returned' },
  approved: {},
  rejected: { revise: 'draft' },
  returned: { revise: 'draft' },
  withdrawn: {},
};

/** Every subset of the workflow's rights, each with an unrelated right that must not matter. */
const rightSets: string[][] = Array.from({ length: 2 ** RIGHTS.length }, (_, mask) => [
  'audit:read',
  ...RIGHTS.filter((_, bit) => (mask & (1 << bit)) !== 0),
]);

type Case = { label: string; actor: WorkflowActor };

/** Legal persons (the owner and another) and operators (the round's first reviewer and another). */
const cases: Case[] = rightSets.flatMap((rights) => {
  const held = rights.join('+');
  return [
    { label: `owner[${held}]`, actor: { ...owner, rights } },
    { label: `otherApplicant[${held}]`, actor: { ...owner, id: 'corp-user-other', rights } },
    { label: `firstReviewerOfRound[${held}]`, actor: { ...firstReviewer, rights } },
    {
      label: `otherOperator[${held}]`,
      actor: { ...firstReviewer, id: 'operator-other', rights },
    },
  ];
});

/** The design's answer: the target stage, or why not. */
function expected(state: ApplicationState, type: WorkflowEventType, actor: WorkflowActor): string {
  const target = DESIGN_TARGETS[state][type];
  if (target === undefined) return 'not-allowed-in-state';
  const has = (right: string) => actor.rights.includes(right);
  if (type === 'submit' || type === 'withdraw' || type === 'revise') {
    const ownsIt = actor.kind === 'applicant' && actor.id === owner.id;
    return ownsIt && has('domain:apply') ? target : 'forbidden';
  }
  if (state === 'firstReview') {
    return actor.kind === 'operator' && has('domain:first-review') ? target : 'forbidden';
  }
  if (actor.kind !== 'operator' || !has('domain:final-review')) return 'forbidden';
  return actor.id === firstReviewer.id ? 'four-eyes' : target;
}

describe.each(APPLICATION_STATES)('in %s', (state) => {
  it.each(WORKFLOW_EVENT_TYPES)('%s is taken or refused as the design says', (type) => {
    const stored = storedIn(state);
    const outcomes = cases.map(({ label, actor }) => {
      const decision = decideTransition(stored, {
        type: machineEventType(type),
        actor,
        comment: REASON,
      });
      return [label, decision.ok ? decision.to : decision.reason];
    });
    const designed = cases.map(({ label, actor }) => [label, expected(state, type, actor)]);
    expect(outcomes).toEqual(designed);
    expect(outcomes).toHaveLength(32);
  });
});

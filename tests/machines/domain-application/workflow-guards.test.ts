/**
 * Every event × every stage × every kind of actor with every combination of the workflow's rights,
 * against a table written from the design (DESIGN §4, §9) rather than from the code. Each actor tries a
 * decision or a release on a case they hold themselves, a claim on an unclaimed case, and a reassign
 * of an unclaimed case to a reviewer holding both review rights; claims.test.ts covers the rest.
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
import { claimedBy, firstReviewer, owner, REASON, storedIn } from './workflow-actors';

const RIGHTS = [
  'domain:apply',
  'domain:first-review',
  'domain:final-review',
  'admin:manage',
] as const;

/** Whom a reassign in this table hands the case to. */
const reassignTarget: WorkflowActor = {
  kind: 'operator',
  id: 'operator-target',
  name: '钱审核',
  rights: ['domain:first-review', 'domain:final-review'],
};

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
    claim: 'firstReview',
    release: 'firstReview',
    reassign: 'firstReview',
  },
  finalReview: {
    approve: 'approved',
    reject: 'rejected',
    return: 'returned',
    claim: 'finalReview',
    release: 'finalReview',
    reassign: 'finalReview',
  },
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
  const operator = actor.kind === 'operator';
  if (type === 'reassign') return operator && has('admin:manage') ? target : 'forbidden';
  const stageRight = state === 'firstReview' ? 'domain:first-review' : 'domain:final-review';
  if (type === 'release') {
    return operator && (has(stageRight) || has('admin:manage')) ? target : 'forbidden';
  }
  if (!operator || !has(stageRight)) return 'forbidden';
  return state === 'finalReview' && actor.id === firstReviewer.id ? 'four-eyes' : target;
}

describe.each(APPLICATION_STATES)('in %s', (state) => {
  it.each(WORKFLOW_EVENT_TYPES)('%s is taken or refused as the design says', (type) => {
    const stored = storedIn(state);
    const outcomes = cases.map(({ label, actor }) => {
      const machineType = machineEventType(type);
      const held =
        type === 'claim' || type === 'reassign' ? stored : storedIn(state, claimedBy(actor));
      const decision = decideTransition(
        held,
        machineType === 'review.reassign'
          ? { type: machineType, actor, comment: REASON, target: reassignTarget }
          : { type: machineType, actor, comment: REASON },
      );
      return [label, decision.ok ? decision.to : decision.reason];
    });
    const designed = cases.map(({ label, actor }) => [label, expected(state, type, actor)]);
    expect(outcomes).toEqual(designed);
    expect(outcomes).toHaveLength(64);
  });
});

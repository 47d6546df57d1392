import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { getShortestPaths, getSimplePaths, toDirectedGraph } from 'xstate/graph';
import { domainApplicationMachine } from '@machines/domain-application/domain-application.machine';
import {
  APPLICATION_STATES,
  MACHINE_EVENT_TYPES,
  type DomainApplicationEvent,
  type WorkflowActor,
} from '@machines/domain-application/domain-application.types';
import { allStatePaths, reachedStatePaths } from '../auth/state-coverage';
import {
  admin,
  auditor,
  finalReviewer,
  firstReviewer,
  otherApplicant,
  owner,
  REASON,
} from './workflow-actors';

/**
 * The edges of DESIGN §4's diagram, as `from —event→ to`, and the claims of §9 (认领, 释放, 改派),
 * which stay in their review stage.
 */
const DESIGN_EDGES = [
  'firstReview —review.claim→ firstReview',
  'firstReview —review.release→ firstReview',
  'firstReview —review.reassign→ firstReview',
  'finalReview —review.claim→ finalReview',
  'finalReview —review.release→ finalReview',
  'finalReview —review.reassign→ finalReview',
  'draft —application.submit→ firstReview',
  'firstReview —review.approve→ finalReview',
  'firstReview —review.reject→ rejected',
  'firstReview —review.return→ returned',
  'firstReview —application.withdraw→ withdrawn',
  'finalReview —review.approve→ approved',
  'finalReview —review.reject→ rejected',
  'finalReview —review.return→ returned',
  'rejected —application.revise→ draft',
  'returned —application.revise→ draft',
].sort();

const input = { applicantId: owner.id };

/** An administrator without a review right: reassigns and releases cases. */
const administrator: WorkflowActor = {
  kind: 'operator',
  id: 'operator-guanli',
  name: '周管理',
  rights: ['admin:manage'],
};

const everyone = [
  owner,
  otherApplicant,
  firstReviewer,
  finalReviewer,
  admin,
  auditor,
  administrator,
];

/**
 * Every event type sent by everyone, with a reason, so only the guards on the actor decide; a reassign
 * goes to each reviewer in turn.
 */
const everyEvent: DomainApplicationEvent[] = Object.values(MACHINE_EVENT_TYPES).flatMap((type) =>
  everyone.flatMap((actor): DomainApplicationEvent[] =>
    type === 'review.reassign'
      ? [firstReviewer, finalReviewer, admin].map((target) => ({
          type,
          actor,
          comment: REASON,
          target,
        }))
      : [{ type, actor, comment: REASON }],
  ),
);

/**
 * What the simple paths send: all but the administrator's reassign, whose many targets would multiply
 * the paths past counting; the edges test sends those from every case the paths reach.
 */
const pathEvents = everyEvent.filter(({ type }) => type !== 'review.reassign');

type MachinePaths = ReturnType<typeof getSimplePaths<typeof domainApplicationMachine>>;
let twoRoundPaths: MachinePaths | undefined;

/** Every path without a repeated snapshot, up to the draft of the third round (computed once). */
function twoRounds(): MachinePaths {
  twoRoundPaths ??= getSimplePaths(domainApplicationMachine, {
    input,
    events: pathEvents,
    stopWhen: (snapshot) => snapshot.context.round > 2,
  });
  return twoRoundPaths;
}

function edgeName(from: unknown, type: string, to: unknown): string {
  return `${String(from)} —${type}→ ${String(to)}`;
}

describe('domainApplicationMachine as a graph', () => {
  it('has the seven stages of the design, approved and withdrawn being final', () => {
    expect(allStatePaths(domainApplicationMachine)).toEqual([...APPLICATION_STATES].sort());
    const finals = APPLICATION_STATES.filter(
      (state) => domainApplicationMachine.root.states[state]?.type === 'final',
    );
    expect(finals).toEqual(['approved', 'withdrawn']);
  });

  it('draws exactly the edges of the design diagram', () => {
    const graph = toDirectedGraph(domainApplicationMachine);
    const edges = graph.children.flatMap((node) =>
      node.edges.map((edge) => edgeName(edge.source.key, edge.label.text, edge.target.key)),
    );
    expect(edges.sort()).toEqual(DESIGN_EDGES);
  });

  it('reaches every stage from a new draft, each by its shortest path', () => {
    const paths = getShortestPaths(domainApplicationMachine, {
      input,
      events: everyEvent,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.claimantId]),
    });
    expect(reachedStatePaths(paths)).toEqual([...APPLICATION_STATES].sort());
    const toApproved = paths.find((path) => path.state.value === 'approved');
    expect(toApproved?.steps.slice(1).map((step) => step.event.type)).toEqual([
      'application.submit',
      'review.claim',
      'review.approve',
      'review.claim',
      'review.approve',
    ]);
  });

  it('takes every edge of the design, and no other, on the simple paths over two rounds', () => {
    const taken = new Set<string>();
    for (const path of twoRounds()) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1];
        if (before !== undefined) {
          taken.add(edgeName(before.state.value, step.event.type, step.state.value));
        }
      });
    }
    // A release goes back to the unclaimed case the path came from, which a simple path never
    // revisits, and reassigns are left out of the paths: both are sent to every case in review the
    // paths reach, by everyone, and taken where they change who holds the case.
    const inReview = new Map<string, MachinePaths[number]['state']>();
    for (const path of twoRounds()) {
      for (const { state } of path.steps) {
        if (state.value !== 'firstReview' && state.value !== 'finalReview') continue;
        inReview.set(JSON.stringify([state.value, state.context]), state);
      }
    }
    const claimEvents = everyEvent.filter(
      ({ type }) => type === 'review.release' || type === 'review.reassign',
    );
    for (const state of inReview.values()) {
      for (const event of claimEvents) {
        const [next] = transition(domainApplicationMachine, state, event);
        if (next.context.claimantId === state.context.claimantId) continue;
        expect(next.value).toBe(state.value);
        taken.add(edgeName(state.value, event.type, next.value));
      }
    }
    expect([...taken].sort()).toEqual(DESIGN_EDGES);
    expect(twoRounds().some((path) => path.state.context.round === 3)).toBe(true);
  });

  it('never lets a final reviewer decide a round whose first review they approved', () => {
    let finalDecisions = 0;
    for (const path of twoRounds()) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1];
        if (before?.state.value !== 'finalReview' || step.state.value === 'finalReview') return;
        finalDecisions += 1;
        expect(before.state.context.firstReviewerId).not.toBeNull();
        expect(step.event.actor.id).not.toBe(before.state.context.firstReviewerId);
      });
    }
    expect(finalDecisions).toBeGreaterThan(0);
  });

  it('lets only the claimant decide, and starts every review stage unclaimed', () => {
    let decisions = 0;
    for (const path of twoRounds()) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1];
        const type = step.event.type;
        if (before === undefined) return;
        if (type === 'review.approve' || type === 'review.reject' || type === 'review.return') {
          decisions += 1;
          expect(step.event.actor.id).toBe(before.state.context.claimantId);
        }
        if (step.state.value !== before.state.value) {
          expect(step.state.context.claimantId).toBeNull();
          expect(step.state.context.claimantName).toBeNull();
        }
        if (type === 'review.claim') {
          expect(before.state.context.claimantId).toBeNull();
          expect(step.state.context.claimantId).toBe(step.event.actor.id);
        }
      });
    }
    expect(decisions).toBeGreaterThan(0);
  });
});

describe('domainApplicationMachine as a running actor', () => {
  it('follows one application through a return, a second round and an approval', () => {
    const actor = createActor(domainApplicationMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context).toMatchObject({
      applicantId: owner.id,
      round: 1,
      firstReviewerId: null,
      claimantId: null,
      claimantName: null,
    });

    actor.send({ type: 'application.submit', actor: owner });
    actor.send({ type: 'review.claim', actor: firstReviewer });
    expect(actor.getSnapshot().context.claimantName).toBe(firstReviewer.name);
    actor.send({ type: 'review.approve', actor: firstReviewer });
    expect(actor.getSnapshot().context.firstReviewerId).toBe(firstReviewer.id);
    expect(actor.getSnapshot().context.claimantId).toBeNull();
    actor.send({ type: 'review.claim', actor: finalReviewer });
    actor.send({ type: 'review.return', actor: finalReviewer, comment: REASON });
    expect(actor.getSnapshot().value).toBe('returned');

    actor.send({ type: 'application.revise', actor: owner });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context).toMatchObject({
      applicantId: owner.id,
      round: 2,
      firstReviewerId: null,
      claimantId: null,
    });

    actor.send({ type: 'application.submit', actor: owner });
    actor.send({ type: 'review.claim', actor: admin });
    actor.send({ type: 'review.approve', actor: admin });
    actor.send({ type: 'review.claim', actor: admin });
    actor.send({ type: 'review.approve', actor: admin });
    expect(actor.getSnapshot().value).toBe('finalReview');
    actor.send({ type: 'review.reassign', actor: administrator, target: finalReviewer });
    expect(actor.getSnapshot().context.claimantId).toBe(finalReviewer.id);
    actor.send({ type: 'review.approve', actor: finalReviewer });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ends when the applicant withdraws during the first review', () => {
    const actor = createActor(domainApplicationMachine, { input }).start();
    actor.send({ type: 'application.submit', actor: owner });
    actor.send({ type: 'application.withdraw', actor: owner, comment: '业务调整，暂不申请' });
    expect(actor.getSnapshot().value).toBe('withdrawn');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores events the guards refuse, keeping stage and context', () => {
    const actor = createActor(domainApplicationMachine, { input }).start();
    actor.send({ type: 'application.submit', actor: otherApplicant });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'application.submit', actor: owner });
    actor.send({ type: 'review.approve', actor: firstReviewer });
    expect(actor.getSnapshot().value).toBe('firstReview');
    actor.send({ type: 'review.claim', actor: firstReviewer });
    actor.send({ type: 'review.claim', actor: admin });
    expect(actor.getSnapshot().context.claimantId).toBe(firstReviewer.id);
    actor.send({ type: 'review.release', actor: finalReviewer });
    expect(actor.getSnapshot().context.claimantId).toBe(firstReviewer.id);
    actor.send({ type: 'review.reject', actor: firstReviewer, comment: '   ' });
    actor.send({ type: 'review.approve', actor: finalReviewer });
    expect(actor.getSnapshot().value).toBe('firstReview');
    expect(actor.getSnapshot().context.firstReviewerId).toBeNull();
  });
});

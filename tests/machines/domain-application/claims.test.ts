/**
 * Claiming (认领), releasing (释放) and reassigning (改派) a case in a review stage (DESIGN §9): who may
 * take each step, what it leaves in the context and the history row, and how a decision depends on
 * the claim.
 */
import { describe, expect, it } from 'vitest';
import { decideTransition, type StoredApplication } from '@machines/domain-application/decide';
import type { WorkflowActor } from '@machines/domain-application/domain-application.types';
import {
  admin,
  auditor,
  claimedBy,
  finalReviewer,
  firstReviewer,
  owner,
  REASON,
  storedIn,
} from './workflow-actors';

/** A second first reviewer, to claim what 陈静 holds. */
const otherFirstReviewer: WorkflowActor = {
  kind: 'operator',
  id: 'operator-chushen-2',
  name: '王审核',
  rights: ['domain:first-review'],
};

/** An administrator without any review right: reassigns and releases, never claims. */
const administrator: WorkflowActor = {
  kind: 'operator',
  id: 'operator-guanli',
  name: '周管理',
  rights: ['admin:manage'],
};

const reviewStages = ['firstReview', 'finalReview'] as const;

/** A reviewer of the given stage who is not the round's first reviewer. */
function reviewerOf(stage: (typeof reviewStages)[number]): WorkflowActor {
  return stage === 'firstReview' ? firstReviewer : finalReviewer;
}

describe('认领', () => {
  it.each(reviewStages)('in %s: a reviewer of the stage claims an unclaimed case', (stage) => {
    const reviewer = reviewerOf(stage);
    const decision = decideTransition(storedIn(stage), { type: 'review.claim', actor: reviewer });
    expect(decision).toMatchObject({
      ok: true,
      from: stage,
      to: stage,
      context: { claimantId: reviewer.id, claimantName: reviewer.name },
      historyRow: {
        from: stage,
        event: 'claim',
        to: stage,
        actorRole: stage === 'firstReview' ? 'firstReviewer' : 'finalReviewer',
        actorId: reviewer.id,
        comment: null,
      },
    });
  });

  it('refuses another reviewer, naming who holds the case', () => {
    const stored = storedIn('firstReview', claimedBy(firstReviewer));
    expect(decideTransition(stored, { type: 'review.claim', actor: otherFirstReviewer })).toEqual({
      ok: false,
      reason: 'claimed-by-other',
      message: { key: 'claimedByOther', values: { event: 'claim', claimantName: '陈静' } },
    });
    expect(decideTransition(stored, { type: 'review.claim', actor: firstReviewer })).toEqual({
      ok: false,
      reason: 'already-claimed',
      message: { key: 'alreadyClaimed', values: { event: 'claim', claimantName: '陈静' } },
    });
  });

  it('refuses those without the stage’s right, and the round’s first reviewer at the final review', () => {
    for (const actor of [auditor, administrator, finalReviewer, owner]) {
      expect(
        decideTransition(storedIn('firstReview'), { type: 'review.claim', actor }),
      ).toMatchObject({ ok: false, reason: 'forbidden' });
    }
    expect(
      decideTransition(storedIn('finalReview'), {
        type: 'review.claim',
        actor: { ...firstReviewer, rights: admin.rights },
      }),
    ).toEqual({ ok: false, reason: 'four-eyes', message: { key: 'claimFourEyes' } });
  });

  it('is not taken outside the review stages', () => {
    for (const state of ['draft', 'approved', 'rejected', 'returned', 'withdrawn'] as const) {
      expect(
        decideTransition(storedIn(state), { type: 'review.claim', actor: admin }),
      ).toMatchObject({ ok: false, reason: 'not-allowed-in-state' });
    }
  });
});

describe('decisions belong to the claimant', () => {
  it.each(reviewStages)('in %s: an unclaimed case is claimed first', (stage) => {
    expect(
      decideTransition(storedIn(stage), { type: 'review.approve', actor: reviewerOf(stage) }),
    ).toEqual({
      ok: false,
      reason: 'not-claimed',
      message: { key: 'notClaimed', values: { event: 'approve' } },
    });
  });

  it('refuses anyone but the claimant, even an administrator holding the right', () => {
    const stored = storedIn('firstReview', claimedBy(otherFirstReviewer));
    for (const type of ['review.approve', 'review.reject', 'review.return'] as const) {
      for (const actor of [firstReviewer, admin]) {
        expect(decideTransition(stored, { type, actor, comment: REASON })).toMatchObject({
          ok: false,
          reason: 'claimed-by-other',
          message: { key: 'claimedByOther', values: { claimantName: '王审核' } },
        });
      }
    }
    expect(
      decideTransition(stored, { type: 'review.approve', actor: otherFirstReviewer }),
    ).toMatchObject({ ok: true, to: 'finalReview' });
  });

  it('tells a missing right before the claim, and the claim before a missing reason', () => {
    const stored = storedIn('firstReview', claimedBy(otherFirstReviewer));
    expect(decideTransition(stored, { type: 'review.reject', actor: auditor })).toMatchObject({
      reason: 'forbidden',
    });
    expect(decideTransition(stored, { type: 'review.reject', actor: firstReviewer })).toMatchObject(
      { reason: 'claimed-by-other' },
    );
  });

  it('ends the claim with the stage: the next stage and the applicant’s steps start unclaimed', () => {
    let stored: StoredApplication = storedIn('firstReview', claimedBy(firstReviewer));
    const approved = decideTransition(stored, { type: 'review.approve', actor: firstReviewer });
    expect(approved).toMatchObject({
      ok: true,
      to: 'finalReview',
      context: { claimantId: null, claimantName: null, firstReviewerId: firstReviewer.id },
    });
    if (!approved.ok) return;
    stored = { state: approved.to, context: approved.context };
    const claimed = decideTransition(stored, { type: 'review.claim', actor: finalReviewer });
    if (!claimed.ok) throw new Error(claimed.reason);
    const returned = decideTransition(
      { state: claimed.to, context: claimed.context },
      { type: 'review.return', actor: finalReviewer, comment: REASON },
    );
    expect(returned).toMatchObject({ ok: true, context: { claimantId: null } });
    const withdrawn = decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
      type: 'application.withdraw',
      actor: owner,
    });
    expect(withdrawn).toMatchObject({ ok: true, to: 'withdrawn', context: { claimantId: null } });
  });
});

describe('释放', () => {
  it('lets the claimant release, as the stage’s reviewer', () => {
    const decision = decideTransition(storedIn('finalReview', claimedBy(finalReviewer)), {
      type: 'review.release',
      actor: finalReviewer,
    });
    expect(decision).toMatchObject({
      ok: true,
      to: 'finalReview',
      context: { claimantId: null, claimantName: null },
      historyRow: { event: 'release', actorRole: 'finalReviewer', actorId: finalReviewer.id },
    });
  });

  it('lets an administrator release anyone’s claim, as the admin', () => {
    const decision = decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
      type: 'review.release',
      actor: administrator,
      comment: '陈静休假，释放由他人办理',
    });
    expect(decision).toMatchObject({
      ok: true,
      context: { claimantId: null },
      historyRow: { event: 'release', actorRole: 'admin', comment: '陈静休假，释放由他人办理' },
    });
  });

  it('refuses other reviewers, those without a right, and an unclaimed case', () => {
    const stored = storedIn('firstReview', claimedBy(firstReviewer));
    expect(decideTransition(stored, { type: 'review.release', actor: otherFirstReviewer })).toEqual(
      {
        ok: false,
        reason: 'claimed-by-other',
        message: { key: 'claimedByOther', values: { event: 'release', claimantName: '陈静' } },
      },
    );
    expect(decideTransition(stored, { type: 'review.release', actor: auditor })).toMatchObject({
      reason: 'forbidden',
      message: { key: 'noFirstReviewRight' },
    });
    expect(
      decideTransition(storedIn('firstReview'), { type: 'review.release', actor: firstReviewer }),
    ).toEqual({
      ok: false,
      reason: 'not-claimed',
      message: { key: 'notClaimed', values: { event: 'release' } },
    });
  });
});

describe('改派', () => {
  it('hands the case to a reviewer of the stage, in the admin’s name', () => {
    const decision = decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
      type: 'review.reassign',
      actor: administrator,
      target: otherFirstReviewer,
    });
    expect(decision).toMatchObject({
      ok: true,
      to: 'firstReview',
      context: { claimantId: otherFirstReviewer.id, claimantName: '王审核' },
      historyRow: { event: 'reassign', actorRole: 'admin', actorId: administrator.id },
    });
  });

  it('assigns an unclaimed case too', () => {
    expect(
      decideTransition(storedIn('finalReview'), {
        type: 'review.reassign',
        actor: administrator,
        target: finalReviewer,
      }),
    ).toMatchObject({ ok: true, context: { claimantId: finalReviewer.id } });
  });

  it('is for administrators only', () => {
    for (const actor of [firstReviewer, finalReviewer, auditor, owner]) {
      expect(
        decideTransition(storedIn('firstReview'), {
          type: 'review.reassign',
          actor,
          target: otherFirstReviewer,
        }),
      ).toMatchObject({ ok: false, reason: 'forbidden', message: { key: 'noAdminRight' } });
    }
  });

  it('refuses a target without the stage’s right, the claimant again, and four-eyes', () => {
    expect(
      decideTransition(storedIn('firstReview'), {
        type: 'review.reassign',
        actor: administrator,
        target: finalReviewer,
      }),
    ).toEqual({
      ok: false,
      reason: 'reviewer-lacks-right',
      message: { key: 'reviewerLacksRight', values: { state: 'firstReview' } },
    });
    expect(
      decideTransition(storedIn('firstReview'), {
        type: 'review.reassign',
        actor: administrator,
        target: { ...owner, rights: admin.rights },
      }),
    ).toMatchObject({ reason: 'reviewer-lacks-right' });
    expect(
      decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
        type: 'review.reassign',
        actor: administrator,
        target: firstReviewer,
      }),
    ).toEqual({
      ok: false,
      reason: 'already-claimed',
      message: { key: 'alreadyClaimed', values: { event: 'reassign', claimantName: '陈静' } },
    });
    expect(
      decideTransition(storedIn('finalReview'), {
        type: 'review.reassign',
        actor: administrator,
        target: { ...firstReviewer, rights: admin.rights },
      }),
    ).toEqual({
      ok: false,
      reason: 'four-eyes',
      message: { key: 'reassignFourEyes', values: { reviewerName: '陈静' } },
    });
  });
});

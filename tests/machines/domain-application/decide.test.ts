import { describe, expect, it } from 'vitest';
import {
  actorRoleFor,
  allowedEvents,
  createDraft,
  decideTransition,
  refusalEnvelopeCodes,
  type StoredApplication,
  type TransitionDecision,
} from '@machines/domain-application/decide';
import type { DomainApplicationEvent } from '@machines/domain-application/domain-application.types';
import { restoreContext, type HistoryFacts } from '@machines/domain-application/restore-context';
import {
  admin,
  auditor,
  contextOf,
  finalReviewer,
  firstReviewer,
  otherApplicant,
  owner,
  REASON,
  storedIn,
} from './workflow-actors';

/** The stored application after an accepted decision (fails the test on a refusal). */
function next(decision: TransitionDecision): StoredApplication {
  if (!decision.ok) throw new Error(`Refused: ${decision.reason} ${decision.message.key}`);
  return { state: decision.to, context: decision.context };
}

function step(stored: StoredApplication, event: DomainApplicationEvent): StoredApplication {
  return next(decideTransition(stored, event));
}

describe('createDraft', () => {
  it('starts a round-1 draft owned by the legal person, with its create row', () => {
    expect(createDraft(owner)).toEqual({
      ok: true,
      from: null,
      to: 'draft',
      context: { applicantId: owner.id, round: 1, firstReviewerId: null },
      historyRow: {
        from: null,
        event: 'create',
        to: 'draft',
        actorRole: 'applicant',
        actorId: owner.id,
        actorName: '李华',
        actorUserType: 'second',
        round: 1,
        comment: null,
      },
    });
  });

  it('refuses operators and legal persons without domain:apply', () => {
    for (const actor of [admin, firstReviewer, { ...owner, rights: [] }]) {
      expect(createDraft(actor)).toEqual({
        ok: false,
        reason: 'forbidden',
        message: { key: 'createDraftForbidden' },
      });
    }
  });
});

describe('decideTransition', () => {
  it('writes the history row of a first-review approval and remembers the reviewer', () => {
    const decision = decideTransition(storedIn('firstReview'), {
      type: 'review.approve',
      actor: firstReviewer,
      comment: '  材料齐全，同意进入终审。 ',
    });
    expect(decision).toEqual({
      ok: true,
      from: 'firstReview',
      to: 'finalReview',
      context: contextOf({ firstReviewerId: firstReviewer.id }),
      historyRow: {
        from: 'firstReview',
        event: 'approve',
        to: 'finalReview',
        actorRole: 'firstReviewer',
        actorId: firstReviewer.id,
        actorName: '陈静',
        actorUserType: 'primary',
        round: 1,
        comment: '材料齐全，同意进入终审。',
      },
    });
  });

  it('keeps the stored context as it was (no mutation)', () => {
    const stored = storedIn('firstReview');
    const before = structuredClone(stored);
    decideTransition(stored, { type: 'review.approve', actor: firstReviewer });
    expect(stored).toEqual(before);
  });

  it('records a final decision as the final reviewer’s, in the same round', () => {
    const decision = decideTransition(storedIn('finalReview', { round: 3 }), {
      type: 'review.reject',
      actor: finalReviewer,
      comment: REASON,
    });
    expect(decision.ok && decision.historyRow).toMatchObject({
      from: 'finalReview',
      event: 'reject',
      to: 'rejected',
      actorRole: 'finalReviewer',
      round: 3,
      comment: REASON,
    });
  });

  it('opens the next round on revise, with no first reviewer yet', () => {
    for (const state of ['rejected', 'returned'] as const) {
      const decision = decideTransition(storedIn(state, { round: 2, firstReviewerId: 'x' }), {
        type: 'application.revise',
        actor: owner,
      });
      expect(decision).toMatchObject({
        ok: true,
        to: 'draft',
        context: { applicantId: owner.id, round: 3, firstReviewerId: null },
        historyRow: { from: state, event: 'revise', to: 'draft', round: 3, comment: null },
      });
    }
  });

  it('refuses with the envelope’s message keys: stage, right, four-eyes, reason', () => {
    expect(
      decideTransition(storedIn('approved'), {
        type: 'review.reject',
        actor: finalReviewer,
        comment: REASON,
      }),
    ).toEqual({
      ok: false,
      reason: 'not-allowed-in-state',
      message: { key: 'notAllowedInState', values: { state: 'approved', event: 'reject' } },
    });
    expect(
      decideTransition(storedIn('draft'), { type: 'application.submit', actor: otherApplicant }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
      message: { key: 'notOwnApplication' },
    });
    expect(
      decideTransition(storedIn('firstReview'), { type: 'review.approve', actor: auditor }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
      message: { key: 'noFirstReviewRight' },
    });
    expect(
      decideTransition(storedIn('finalReview'), { type: 'review.approve', actor: firstReviewer }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
      message: { key: 'noFinalReviewRight' },
    });
    expect(
      decideTransition(storedIn('finalReview', { firstReviewerId: admin.id }), {
        type: 'review.approve',
        actor: admin,
      }),
    ).toEqual({
      ok: false,
      reason: 'four-eyes',
      message: { key: 'fourEyes' },
    });
    expect(
      decideTransition(storedIn('firstReview'), { type: 'review.return', actor: firstReviewer }),
    ).toEqual({
      ok: false,
      reason: 'comment-required',
      message: { key: 'commentRequired', values: { event: 'return' } },
    });
  });

  it('maps each refusal to the envelope code of DESIGN §8', () => {
    expect(refusalEnvelopeCodes).toEqual({
      'not-allowed-in-state': 4090,
      forbidden: 4030,
      'four-eyes': 4090,
      'comment-required': 4000,
      'comment-too-long': 4000,
    });
  });

  it('tells a missing right before a missing reason, and four-eyes before a missing reason', () => {
    expect(
      decideTransition(storedIn('firstReview'), { type: 'review.reject', actor: auditor }),
    ).toMatchObject({ reason: 'forbidden' });
    expect(
      decideTransition(storedIn('finalReview', { firstReviewerId: admin.id }), {
        type: 'review.reject',
        actor: admin,
      }),
    ).toMatchObject({ reason: 'four-eyes' });
  });
});

describe('comments', () => {
  const inFirstReview = storedIn('firstReview');

  it.each([undefined, null, '', '   ', '\n\t　'])(
    'refuses reject and return with %j',
    (comment) => {
      for (const type of ['review.reject', 'review.return'] as const) {
        expect(
          decideTransition(inFirstReview, { type, actor: firstReviewer, comment }),
        ).toMatchObject({ ok: false, reason: 'comment-required' });
      }
    },
  );

  it('lets approve and withdraw go without one, kept as null', () => {
    const approved = decideTransition(inFirstReview, {
      type: 'review.approve',
      actor: firstReviewer,
    });
    const withdrawn = decideTransition(inFirstReview, {
      type: 'application.withdraw',
      actor: owner,
      comment: ' ',
    });
    expect(approved.ok && approved.historyRow.comment).toBeNull();
    expect(withdrawn.ok && withdrawn.historyRow.comment).toBeNull();
  });

  it('takes 1000 characters, counting a character outside the BMP once, and refuses 1001', () => {
    const longest = '审'.repeat(999) + '𠮷';
    expect(longest.length).toBe(1001);
    expect(
      decideTransition(inFirstReview, {
        type: 'review.reject',
        actor: firstReviewer,
        comment: longest,
      }),
    ).toMatchObject({ ok: true, to: 'rejected' });
    expect(
      decideTransition(inFirstReview, {
        type: 'review.reject',
        actor: firstReviewer,
        comment: `${longest}。`,
      }),
    ).toEqual({
      ok: false,
      reason: 'comment-too-long',
      message: { key: 'commentTooLong', values: { event: 'reject', max: 1000 } },
    });
    expect(
      decideTransition(inFirstReview, {
        type: 'application.withdraw',
        actor: owner,
        comment: '撤'.repeat(1001),
      }),
    ).toEqual({
      ok: false,
      reason: 'comment-too-long',
      message: { key: 'commentTooLong', values: { event: 'withdraw', max: 1000 } },
    });
  });
});

describe('rounds and four-eyes across them', () => {
  it('lets the first reviewer of one round do the final review of the next', () => {
    const draft = createDraft(owner);
    let stored = next(draft);
    stored = step(stored, { type: 'application.submit', actor: owner });
    stored = step(stored, { type: 'review.approve', actor: admin });
    expect(stored.context.firstReviewerId).toBe(admin.id);
    stored = step(stored, { type: 'review.reject', actor: finalReviewer, comment: REASON });
    stored = step(stored, { type: 'application.revise', actor: owner });
    stored = step(stored, { type: 'application.submit', actor: owner });
    stored = step(stored, { type: 'review.approve', actor: firstReviewer });
    const finalByAdmin = decideTransition(stored, { type: 'review.approve', actor: admin });
    expect(finalByAdmin).toMatchObject({
      ok: true,
      to: 'approved',
      historyRow: { actorRole: 'finalReviewer', round: 2 },
    });
  });
});

describe('restoreContext', () => {
  const history: HistoryFacts[] = [
    { round: 1, event: 'create', actorRole: 'applicant', actorId: owner.id },
    { round: 1, event: 'submit', actorRole: 'applicant', actorId: owner.id },
    { round: 1, event: 'approve', actorRole: 'firstReviewer', actorId: admin.id },
    { round: 1, event: 'return', actorRole: 'finalReviewer', actorId: finalReviewer.id },
    { round: 2, event: 'revise', actorRole: 'applicant', actorId: owner.id },
    { round: 2, event: 'submit', actorRole: 'applicant', actorId: owner.id },
    { round: 2, event: 'approve', actorRole: 'firstReviewer', actorId: firstReviewer.id },
  ];

  it('finds the first reviewer of the current round only', () => {
    expect(restoreContext({ applicantId: owner.id, round: 2 }, history)).toEqual({
      applicantId: owner.id,
      round: 2,
      firstReviewerId: firstReviewer.id,
    });
    expect(restoreContext({ applicantId: owner.id, round: 2 }, history.slice(0, 6))).toMatchObject({
      firstReviewerId: null,
    });
  });

  it('gives the server what it needs to refuse a four-eyes violation', () => {
    const stored: StoredApplication = {
      state: 'finalReview',
      context: restoreContext({ applicantId: owner.id, round: 2 }, history),
    };
    expect(
      decideTransition(stored, {
        type: 'review.approve',
        actor: { ...firstReviewer, rights: admin.rights },
      }),
    ).toMatchObject({ ok: false, reason: 'four-eyes' });
    expect(decideTransition(stored, { type: 'review.approve', actor: admin })).toMatchObject({
      ok: true,
    });
  });
});

describe('allowedEvents', () => {
  it('offers each person only what they may do in each stage', () => {
    expect(allowedEvents(storedIn('draft'), owner)).toEqual(['application.submit']);
    expect(allowedEvents(storedIn('draft'), otherApplicant)).toEqual([]);
    expect(allowedEvents(storedIn('firstReview'), owner)).toEqual(['application.withdraw']);
    expect(allowedEvents(storedIn('firstReview'), firstReviewer)).toEqual([
      'review.approve',
      'review.reject',
      'review.return',
    ]);
    expect(allowedEvents(storedIn('firstReview'), finalReviewer)).toEqual([]);
    expect(allowedEvents(storedIn('finalReview'), finalReviewer)).toEqual([
      'review.approve',
      'review.reject',
      'review.return',
    ]);
    expect(allowedEvents(storedIn('finalReview'), firstReviewer)).toEqual([]);
    expect(allowedEvents(storedIn('finalReview', { firstReviewerId: admin.id }), admin)).toEqual(
      [],
    );
    expect(allowedEvents(storedIn('finalReview'), admin)).toEqual([
      'review.approve',
      'review.reject',
      'review.return',
    ]);
    expect(allowedEvents(storedIn('rejected'), owner)).toEqual(['application.revise']);
    expect(allowedEvents(storedIn('returned'), owner)).toEqual(['application.revise']);
    for (const state of ['approved', 'withdrawn'] as const) {
      for (const actor of [owner, firstReviewer, finalReviewer, admin]) {
        expect(allowedEvents(storedIn(state), actor)).toEqual([]);
      }
    }
    expect(allowedEvents(storedIn('firstReview'), auditor)).toEqual([]);
  });
});

describe('actorRoleFor', () => {
  it('names applicants’ events and the stage a decision closes', () => {
    expect(actorRoleFor(null, 'create')).toBe('applicant');
    expect(actorRoleFor('draft', 'submit')).toBe('applicant');
    expect(actorRoleFor('firstReview', 'withdraw')).toBe('applicant');
    expect(actorRoleFor('returned', 'revise')).toBe('applicant');
    expect(actorRoleFor('firstReview', 'return')).toBe('firstReviewer');
    expect(actorRoleFor('finalReview', 'approve')).toBe('finalReviewer');
  });
});

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
import {
  restoreContext,
  type DomainFacts,
  type HistoryFacts,
} from '@machines/domain-application/restore-context';
import {
  admin,
  auditor,
  claimedBy,
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
      context: {
        applicantId: owner.id,
        round: 1,
        firstReviewerId: null,
        claimantId: null,
        claimantName: null,
        domainAccepting: true,
        commitmentVersion: null,
      },
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
        commitmentVersion: null,
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
  it('writes the history row of a first-review approval, remembers the reviewer and ends the claim', () => {
    const decision = decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
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
        commitmentVersion: null,
      },
    });
  });

  it('keeps the stored context as it was (no mutation)', () => {
    const stored = storedIn('firstReview', claimedBy(firstReviewer));
    const before = structuredClone(stored);
    decideTransition(stored, { type: 'review.approve', actor: firstReviewer });
    expect(stored).toEqual(before);
  });

  it('records a final decision as the final reviewer’s, in the same round', () => {
    const decision = decideTransition(
      storedIn('finalReview', { round: 3, ...claimedBy(finalReviewer) }),
      {
        type: 'review.reject',
        actor: finalReviewer,
        comment: REASON,
      },
    );
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
      decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
        type: 'review.return',
        actor: firstReviewer,
      }),
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
      'claimed-by-other': 4090,
      'not-claimed': 4090,
      'already-claimed': 4090,
      'reviewer-lacks-right': 4000,
      'comment-required': 4000,
      'comment-too-long': 4000,
      'domain-closed': 4000,
      'commitment-required': 4000,
      'commitment-outdated': 4090,
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
  const inFirstReview = storedIn('firstReview', claimedBy(firstReviewer));

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
    stored = step(stored, { type: 'review.claim', actor: admin });
    stored = step(stored, { type: 'review.approve', actor: admin });
    expect(stored.context.firstReviewerId).toBe(admin.id);
    expect(decideTransition(stored, { type: 'review.claim', actor: admin })).toMatchObject({
      ok: false,
      reason: 'four-eyes',
      message: { key: 'claimFourEyes' },
    });
    stored = step(stored, { type: 'review.claim', actor: finalReviewer });
    stored = step(stored, { type: 'review.reject', actor: finalReviewer, comment: REASON });
    stored = step(stored, { type: 'application.revise', actor: owner });
    stored = step(stored, { type: 'application.submit', actor: owner });
    stored = step(stored, { type: 'review.claim', actor: firstReviewer });
    stored = step(stored, { type: 'review.approve', actor: firstReviewer });
    stored = step(stored, { type: 'review.claim', actor: admin });
    const finalByAdmin = decideTransition(stored, { type: 'review.approve', actor: admin });
    expect(finalByAdmin).toMatchObject({
      ok: true,
      to: 'approved',
      historyRow: { actorRole: 'finalReviewer', round: 2 },
    });
  });
});

describe('restoreContext', () => {
  const openDomain: DomainFacts = { acceptingApplications: true, commitmentVersion: 3 };
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
    expect(restoreContext({ applicantId: owner.id, round: 2 }, history, openDomain)).toEqual({
      applicantId: owner.id,
      round: 2,
      firstReviewerId: firstReviewer.id,
      claimantId: null,
      claimantName: null,
      domainAccepting: true,
      commitmentVersion: 3,
    });
    expect(
      restoreContext({ applicantId: owner.id, round: 2 }, history.slice(0, 6), openDomain),
    ).toMatchObject({
      firstReviewerId: null,
    });
  });

  it('gives the server what it needs to refuse a four-eyes violation', () => {
    const stored: StoredApplication = {
      state: 'finalReview',
      context: restoreContext(
        { applicantId: owner.id, round: 2, claimedById: admin.id, claimedByName: admin.name },
        history,
        openDomain,
      ),
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

  it('takes the claimant from the row, and no name without a claimant', () => {
    expect(
      restoreContext(
        { applicantId: owner.id, round: 1, claimedById: firstReviewer.id, claimedByName: '陈静' },
        [],
        openDomain,
      ),
    ).toMatchObject({ claimantId: firstReviewer.id, claimantName: '陈静' });
    expect(
      restoreContext(
        { applicantId: owner.id, round: 1, claimedById: null, claimedByName: 'x' },
        [],
        openDomain,
      ),
    ).toMatchObject({ claimantId: null, claimantName: null });
  });
});

describe('allowedEvents', () => {
  it('offers each person only what they may do in each stage', () => {
    expect(allowedEvents(storedIn('draft'), owner)).toEqual(['application.submit']);
    expect(allowedEvents(storedIn('draft'), otherApplicant)).toEqual([]);
    expect(allowedEvents(storedIn('firstReview'), owner)).toEqual(['application.withdraw']);
    expect(allowedEvents(storedIn('firstReview'), firstReviewer)).toEqual(['review.claim']);
    expect(allowedEvents(storedIn('firstReview', claimedBy(firstReviewer)), firstReviewer)).toEqual(
      ['review.release', 'review.approve', 'review.reject', 'review.return'],
    );
    expect(
      allowedEvents(storedIn('firstReview', claimedBy(admin)), { ...firstReviewer, id: 'op-2' }),
    ).toEqual([]);
    expect(allowedEvents(storedIn('firstReview'), finalReviewer)).toEqual([]);
    expect(allowedEvents(storedIn('finalReview', claimedBy(finalReviewer)), finalReviewer)).toEqual(
      ['review.release', 'review.approve', 'review.reject', 'review.return'],
    );
    expect(allowedEvents(storedIn('finalReview'), firstReviewer)).toEqual([]);
    expect(allowedEvents(storedIn('finalReview', { firstReviewerId: admin.id }), admin)).toEqual([
      'review.reassign',
    ]);
    expect(allowedEvents(storedIn('finalReview'), admin)).toEqual([
      'review.claim',
      'review.reassign',
    ]);
    expect(allowedEvents(storedIn('finalReview', claimedBy(finalReviewer)), admin)).toEqual([
      'review.release',
      'review.reassign',
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
    expect(actorRoleFor('firstReview', 'claim')).toBe('firstReviewer');
    expect(actorRoleFor('finalReview', 'release', { actorId: 'a', claimantId: 'a' })).toBe(
      'finalReviewer',
    );
    expect(actorRoleFor('finalReview', 'release', { actorId: 'a', claimantId: 'b' })).toBe('admin');
    expect(actorRoleFor('firstReview', 'reassign')).toBe('admin');
  });
});

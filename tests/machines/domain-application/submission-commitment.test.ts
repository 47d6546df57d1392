/**
 * A submission answers to its domain (DESIGN §9): a domain closed in 专区管理 takes none, and the
 * applicant accepts the domain's current 承诺书, whose version the `application.submit` event carries
 * and the history row keeps. Checked on the guard, on `decideTransition` (reason, envelope code,
 * message, history row), on `allowedEvents`, and over the machine's paths with every variant of the
 * submission sent by everyone.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  allowedEvents,
  decideTransition,
  refusalEnvelopeCodes,
} from '@machines/domain-application/decide';
import { domainApplicationMachine } from '@machines/domain-application/domain-application.machine';
import type {
  DomainApplicationEvent,
  DomainApplicationInput,
} from '@machines/domain-application/domain-application.types';
import { submitRefusal } from '@machines/domain-application/workflow-rules';
import { contextOf, firstReviewer, otherApplicant, owner, storedIn } from './workflow-actors';

const CURRENT = 3;

const withCommitment = contextOf({ commitmentVersion: CURRENT });

function submit(commitmentVersion?: number | null): DomainApplicationEvent {
  return commitmentVersion === undefined
    ? { type: 'application.submit', actor: owner }
    : { type: 'application.submit', actor: owner, commitmentVersion };
}

describe('the submit guard', () => {
  it('passes the owner who accepted the current version', () => {
    expect(submitRefusal(withCommitment, submit(CURRENT))).toBeNull();
  });

  it('asks for the commitment when none was accepted', () => {
    expect(submitRefusal(withCommitment, submit())).toBe('commitment-required');
    expect(submitRefusal(withCommitment, submit(null))).toBe('commitment-required');
  });

  it('refuses an older (or unknown newer) version as outdated', () => {
    expect(submitRefusal(withCommitment, submit(CURRENT - 1))).toBe('commitment-outdated');
    expect(submitRefusal(withCommitment, submit(CURRENT + 1))).toBe('commitment-outdated');
  });

  it('asks for nothing in a domain that has no commitment', () => {
    expect(submitRefusal(contextOf({ commitmentVersion: null }), submit())).toBeNull();
  });

  it('refuses every submission to a closed domain, accepted commitment or not', () => {
    const closed = contextOf({ domainAccepting: false, commitmentVersion: CURRENT });
    expect(submitRefusal(closed, submit(CURRENT))).toBe('domain-closed');
    expect(submitRefusal(contextOf({ domainAccepting: false }), submit())).toBe('domain-closed');
  });

  it('still refuses anyone but the owner first', () => {
    const event: DomainApplicationEvent = {
      type: 'application.submit',
      actor: otherApplicant,
      commitmentVersion: CURRENT,
    };
    expect(submitRefusal(withCommitment, event)).toBe('forbidden');
    expect(
      submitRefusal(contextOf({ domainAccepting: false }), { ...event, actor: firstReviewer }),
    ).toBe('forbidden');
  });
});

describe('decideTransition on a submission', () => {
  const stored = { state: 'draft' as const, context: withCommitment };

  it('keeps the accepted version in the history row', () => {
    const decision = decideTransition(stored, submit(CURRENT));
    expect(decision).toMatchObject({ ok: true, to: 'firstReview' });
    if (!decision.ok) return;
    expect(decision.historyRow).toMatchObject({ event: 'submit', commitmentVersion: CURRENT });
  });

  it('answers a missing acceptance with 4000 and an outdated one with 4090, naming the version', () => {
    const missing = decideTransition(stored, submit());
    expect(missing).toEqual({
      ok: false,
      reason: 'commitment-required',
      message: { key: 'commitmentRequired', values: { version: CURRENT } },
    });
    expect(refusalEnvelopeCodes['commitment-required']).toBe(4000);
    const outdated = decideTransition(stored, submit(1));
    expect(outdated).toEqual({
      ok: false,
      reason: 'commitment-outdated',
      message: { key: 'commitmentOutdated', values: { version: CURRENT } },
    });
    expect(refusalEnvelopeCodes['commitment-outdated']).toBe(4090);
  });

  it('answers a closed domain with 4000 and the domainClosed message', () => {
    const closed = {
      state: 'draft' as const,
      context: { ...withCommitment, domainAccepting: false },
    };
    expect(decideTransition(closed, submit(CURRENT))).toEqual({
      ok: false,
      reason: 'domain-closed',
      message: { key: 'domainClosed' },
    });
    expect(refusalEnvelopeCodes['domain-closed']).toBe(4000);
  });

  it('keeps no commitment version on any other transition', () => {
    const decision = decideTransition(storedIn('firstReview'), {
      type: 'application.withdraw',
      actor: owner,
    });
    expect(decision).toMatchObject({ ok: true, historyRow: { commitmentVersion: null } });
  });
});

describe('allowedEvents for a draft', () => {
  it('offers 提交 whose checkbox will accept the current commitment', () => {
    expect(allowedEvents({ state: 'draft', context: withCommitment }, owner)).toEqual([
      'application.submit',
    ]);
  });

  it('offers nothing in a closed domain', () => {
    const closed = {
      state: 'draft' as const,
      context: { ...withCommitment, domainAccepting: false },
    };
    expect(allowedEvents(closed, owner)).toEqual([]);
  });
});

describe('the machine over its paths, with a commitment', () => {
  const input: DomainApplicationInput = { applicantId: owner.id, commitmentVersion: CURRENT };
  /** Every way to send 提交 — without acceptance, with an old, the current or an unknown version — by everyone. */
  const submissions: DomainApplicationEvent[] = [owner, otherApplicant, firstReviewer].flatMap(
    (actor) =>
      [undefined, null, CURRENT - 1, CURRENT, CURRENT + 1].map(
        (commitmentVersion): DomainApplicationEvent =>
          commitmentVersion === undefined
            ? { type: 'application.submit', actor }
            : { type: 'application.submit', actor, commitmentVersion },
      ),
  );
  const revise: DomainApplicationEvent = { type: 'application.revise', actor: owner };
  const withdraw: DomainApplicationEvent = { type: 'application.withdraw', actor: owner };

  it('leaves the draft only by the owner accepting the current version, on every path', () => {
    const paths = getSimplePaths(domainApplicationMachine, {
      input,
      events: [...submissions, revise, withdraw],
    });
    let submitted = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1];
        if (before?.state.value !== 'draft' || step.state.value === 'draft') return;
        submitted += 1;
        expect(step.event).toMatchObject({
          type: 'application.submit',
          actor: owner,
          commitmentVersion: CURRENT,
        });
      });
    }
    expect(submitted).toBeGreaterThan(0);
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'draft',
      'firstReview',
      'withdrawn',
    ]);
  });

  it('never leaves the draft of a closed domain', () => {
    const paths = getShortestPaths(domainApplicationMachine, {
      input: { ...input, domainAccepting: false },
      events: submissions,
    });
    expect(paths.map((path) => path.state.value)).toEqual(['draft']);
  });

  it('as a running actor ignores a submission without the current version', () => {
    const actor = createActor(domainApplicationMachine, { input }).start();
    actor.send(submit());
    actor.send(submit(CURRENT - 1));
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send(submit(CURRENT));
    expect(actor.getSnapshot().value).toBe('firstReview');
  });
});

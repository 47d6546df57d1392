import { describe, expect, it } from 'vitest';
import {
  stateVisits,
  timeSpentByState,
  type HistoryStep,
} from '@machines/domain-application/time-in-state';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Two rounds: returned by the final review, approved the second time. */
const history: HistoryStep[] = [
  { to: 'draft', at: '2026-11-02T01:00:00.000Z', round: 1 },
  { to: 'firstReview', at: '2026-11-03T01:00:00.000Z', round: 1 },
  { to: 'finalReview', at: '2026-11-05T01:00:00.000Z', round: 1 },
  { to: 'returned', at: '2026-11-06T07:00:00.000Z', round: 1 },
  { to: 'draft', at: '2026-11-09T01:00:00.000Z', round: 2 },
  { to: 'firstReview', at: '2026-11-09T03:00:00.000Z', round: 2 },
  { to: 'finalReview', at: '2026-11-10T03:00:00.000Z', round: 2 },
  { to: 'approved', at: '2026-11-11T03:00:00.000Z', round: 2 },
];

const now = new Date('2026-11-20T00:00:00.000Z');

describe('stateVisits', () => {
  it('lists each stay with its length; the final stage has none', () => {
    const visits = stateVisits(history, now);
    expect(visits.map((visit) => [visit.state, visit.round, visit.durationMs])).toEqual([
      ['draft', 1, DAY],
      ['firstReview', 1, 2 * DAY],
      ['finalReview', 1, DAY + 6 * HOUR],
      ['returned', 1, 2 * DAY + 18 * HOUR],
      ['draft', 2, 2 * HOUR],
      ['firstReview', 2, DAY],
      ['finalReview', 2, DAY],
      ['approved', 2, null],
    ]);
    expect(visits.at(-1)).toMatchObject({ current: true, leftAt: null });
    expect(visits[0]?.leftAt?.toISOString()).toBe('2026-11-03T01:00:00.000Z');
  });

  it('counts the stage the application waits in until now', () => {
    const waiting = stateVisits(history.slice(0, 3), now);
    expect(waiting.at(-1)).toMatchObject({
      state: 'finalReview',
      current: true,
      leftAt: null,
      durationMs: now.getTime() - Date.parse('2026-11-05T01:00:00.000Z'),
    });
  });

  it('puts rows in time order, keeping the given order for equal times', () => {
    const shuffled = [history[2], history[0], history[1]].filter((row) => row !== undefined);
    expect(stateVisits(shuffled, now).map((visit) => visit.state)).toEqual([
      'draft',
      'firstReview',
      'finalReview',
    ]);
    const sameMoment: HistoryStep[] = [
      { to: 'draft', at: new Date('2026-11-02T01:00:00.000Z'), round: 1 },
      { to: 'firstReview', at: new Date('2026-11-02T01:00:00.000Z'), round: 1 },
    ];
    expect(stateVisits(sameMoment, now).map((visit) => [visit.state, visit.durationMs])).toEqual([
      ['draft', 0],
      ['firstReview', now.getTime() - Date.parse('2026-11-02T01:00:00.000Z')],
    ]);
  });

  it('refuses a row whose time cannot be read', () => {
    expect(() => stateVisits([{ to: 'draft', at: '昨天', round: 1 }], now)).toThrow(RangeError);
  });
});

describe('timeSpentByState', () => {
  it('adds the rounds up per stage', () => {
    expect(timeSpentByState(stateVisits(history, now))).toEqual({
      draft: DAY + 2 * HOUR,
      firstReview: 3 * DAY,
      finalReview: 2 * DAY + 6 * HOUR,
      approved: 0,
      rejected: 0,
      returned: 2 * DAY + 18 * HOUR,
      withdrawn: 0,
    });
  });
});

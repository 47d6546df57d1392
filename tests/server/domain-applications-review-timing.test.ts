import { describe, expect, it } from 'vitest';
import { reviewCalendar } from '../../server/features/domain-applications/review-calendar';
import {
  overdueCutoff,
  reviewTimingOf,
} from '../../server/features/domain-applications/review-timing';

const hour = 3_600_000;

describe('review time limits in working days', () => {
  it('skips the National Day holidays and counts the make-up Saturday', () => {
    expect(reviewCalendar.isWorkingDay('2026-10-05')).toBe(false);
    expect(reviewCalendar.isWorkingDay('2026-10-10')).toBe(true);
    // entered on Wednesday 30 September: 8, 9, 10 (Saturday, worked), 12 and 13 October
    expect(
      reviewTimingOf(
        {
          state: 'firstReview',
          stateEnteredAt: new Date('2026-09-30T10:00:00+08:00'),
          firstReviewDays: 5,
          finalReviewDays: 5,
        },
        new Date('2026-10-13T23:00:00+08:00'),
      ),
    ).toEqual({ dueAt: '2026-10-13T15:59:59.999Z', overdue: false });
  });

  it('has no limit outside the review stages', () => {
    expect(
      reviewTimingOf(
        {
          state: 'returned',
          stateEnteredAt: new Date('2026-01-05T10:00:00+08:00'),
          firstReviewDays: 5,
          finalReviewDays: 5,
        },
        new Date('2026-11-20T10:00:00+08:00'),
      ),
    ).toEqual({ dueAt: null, overdue: false });
  });

  it('puts the overdue cutoff exactly where the deadlines pass', () => {
    const nows = [
      '2026-11-20T18:00:00+08:00',
      '2026-11-23T00:00:00+08:00',
      '2026-10-09T09:00:00+08:00',
      '2026-02-25T23:59:00+08:00',
    ].map((text) => new Date(text));
    for (const now of nows) {
      for (const reviewDays of [1, 3, 5, 7, 10]) {
        const cutoff = overdueCutoff('finalReview', reviewDays, now);
        // every hour of the 40 days before `now`: overdue exactly when entered before the cutoff
        for (let back = 0; back < 40 * 24; back += 1) {
          const stateEnteredAt = new Date(now.getTime() - back * hour);
          const { overdue } = reviewTimingOf(
            {
              state: 'finalReview',
              stateEnteredAt,
              firstReviewDays: 1,
              finalReviewDays: reviewDays,
            },
            now,
          );
          expect(overdue).toBe(stateEnteredAt.getTime() < cutoff.getTime());
        }
      }
    }
  });
});

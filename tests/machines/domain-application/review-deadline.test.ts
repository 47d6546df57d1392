import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_DAYS,
  isOverdue,
  reviewDeadline,
  workingDaysAfter,
} from '@machines/domain-application/review-deadline';
import {
  endOfShanghaiDate,
  shanghaiDate,
  startOfShanghaiDate,
  workingCalendar,
} from '@machines/domain-application/working-calendar';

const weekdaysOnly = workingCalendar();

/** The 2026 schedule around 春节 and 国庆节, as an operator would enter it. */
const calendar2026 = workingCalendar({
  holidays: [
    ...['15', '16', '17', '18', '19', '20', '21', '22', '23'].map((day) => `2026-02-${day}`),
    ...['01', '02', '03', '04', '05', '06', '07'].map((day) => `2026-10-${day}`),
  ],
  makeUpWorkdays: ['2026-02-14', '2026-02-28', '2026-09-20', '2026-10-10'],
});

/** An instant written in Beijing time. */
function beijing(dateTime: string): Date {
  return new Date(`${dateTime}+08:00`);
}

describe('working calendar', () => {
  it('reads instants as Asia/Shanghai dates', () => {
    expect(shanghaiDate(new Date('2026-11-19T15:59:59.999Z'))).toBe('2026-11-19');
    expect(shanghaiDate(new Date('2026-11-19T16:00:00.000Z'))).toBe('2026-11-20');
    expect(startOfShanghaiDate('2026-11-20').toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(endOfShanghaiDate('2026-11-20').toISOString()).toBe('2026-11-20T15:59:59.999Z');
  });

  it('works Monday to Friday, minus holidays, plus make-up days', () => {
    expect(weekdaysOnly.isWorkingDay('2026-11-20')).toBe(true); // Friday
    expect(weekdaysOnly.isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(weekdaysOnly.isWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(calendar2026.isWorkingDay('2026-10-05')).toBe(false); // Monday of 国庆节
    expect(calendar2026.isWorkingDay('2026-10-10')).toBe(true); // Saturday, 调休上班
    expect(calendar2026.isWorkingDay('2026-09-20')).toBe(true); // Sunday, 调休上班
  });

  it('refuses malformed and contradictory dates', () => {
    expect(() => workingCalendar({ holidays: ['2026-2-3'] })).toThrow(RangeError);
    expect(() => workingCalendar({ holidays: ['2026-02-30'] })).toThrow(RangeError);
    expect(() =>
      workingCalendar({ holidays: ['2026-10-10'], makeUpWorkdays: ['2026-10-10'] }),
    ).toThrow(/both/);
    expect(() => weekdaysOnly.isWorkingDay('20261120')).toThrow(RangeError);
  });
});

describe('workingDaysAfter', () => {
  it('does not count the day of entry and skips the weekend', () => {
    expect(workingDaysAfter(beijing('2026-11-20T15:00'), 5, weekdaysOnly)).toBe('2026-11-27');
    expect(workingDaysAfter(beijing('2026-11-20T15:00'), 1, weekdaysOnly)).toBe('2026-11-23');
    expect(workingDaysAfter(beijing('2026-11-21T10:00'), 5, weekdaysOnly)).toBe('2026-11-27');
    expect(workingDaysAfter(beijing('2026-11-20T15:00'), 0, weekdaysOnly)).toBe('2026-11-20');
  });

  it('counts by the Beijing date of the instant, not the UTC one', () => {
    // 2026-11-19 23:30 in Beijing is a Thursday; 30 minutes later it is Friday.
    expect(workingDaysAfter(new Date('2026-11-19T15:30:00Z'), 5, weekdaysOnly)).toBe('2026-11-26');
    expect(workingDaysAfter(new Date('2026-11-19T16:30:00Z'), 5, weekdaysOnly)).toBe('2026-11-27');
  });

  it('skips 国庆节 and works the make-up Saturday', () => {
    // 9-30, (10-1…10-7 off), 10-8, 10-9, 10-10 (Saturday, worked), (Sunday), 10-12.
    expect(workingDaysAfter(beijing('2026-09-29T10:00'), 5, calendar2026)).toBe('2026-10-12');
    expect(workingDaysAfter(beijing('2026-09-29T10:00'), 5, weekdaysOnly)).toBe('2026-10-06');
  });

  it('works the make-up Sunday before 国庆节 and the Saturday inside 春节', () => {
    expect(workingDaysAfter(beijing('2026-09-18T17:00'), 1, calendar2026)).toBe('2026-09-20');
    // 2-13, 2-14 (Saturday, worked), (2-15…2-23 off), 2-24, 2-25, 2-26.
    expect(workingDaysAfter(beijing('2026-02-12T09:00'), 5, calendar2026)).toBe('2026-02-26');
  });

  it('refuses a negative or fractional limit and a calendar without working days', () => {
    expect(() => workingDaysAfter(beijing('2026-11-20T15:00'), -1, weekdaysOnly)).toThrow(
      RangeError,
    );
    expect(() => workingDaysAfter(beijing('2026-11-20T15:00'), 1.5, weekdaysOnly)).toThrow(
      RangeError,
    );
    expect(() =>
      workingDaysAfter(beijing('2026-11-20T15:00'), 1, { isWorkingDay: () => false }),
    ).toThrow(/no working day/);
  });
});

describe('reviewDeadline', () => {
  const enteredFridayAfternoon = beijing('2026-11-20T15:00');

  it('is due at the end of the fifth working day by default', () => {
    const deadline = reviewDeadline(
      { state: 'firstReview', stateEnteredAt: enteredFridayAfternoon },
      weekdaysOnly,
    );
    expect(DEFAULT_REVIEW_DAYS).toBe(5);
    expect(deadline?.stage).toBe('firstReview');
    expect(deadline?.dueAt.toISOString()).toBe('2026-11-27T15:59:59.999Z');
    expect(deadline?.isOverdue(new Date('2026-11-27T15:59:59.999Z'))).toBe(false);
    expect(deadline?.isOverdue(new Date('2026-11-27T16:00:00.000Z'))).toBe(true);
  });

  it('takes the domain’s own limit for the final review', () => {
    const deadline = reviewDeadline(
      { state: 'finalReview', stateEnteredAt: enteredFridayAfternoon, reviewDays: 3 },
      weekdaysOnly,
    );
    expect(deadline?.dueAt.toISOString()).toBe(endOfShanghaiDate('2026-11-25').toISOString());
  });

  it('has no limit outside the review stages', () => {
    for (const state of ['draft', 'approved', 'rejected', 'returned', 'withdrawn'] as const) {
      expect(reviewDeadline({ state, stateEnteredAt: enteredFridayAfternoon }, weekdaysOnly)).toBe(
        null,
      );
    }
    expect(isOverdue(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

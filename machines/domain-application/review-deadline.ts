/**
 * The time limit of a review stage (DESIGN §4): N working days, 5 unless the domain sets another figure.
 * As with administrative time limits, the day the application enters the stage is not counted; the
 * limit runs to the end (24:00 Asia/Shanghai) of the N-th working day after it. An application entering
 * the first review on a Friday afternoon with 5 working days is due at the end of the next Friday; one
 * entering on a Saturday is due at the end of the following Friday.
 */
import type { ApplicationState } from './domain-application.types';
import {
  endOfShanghaiDate,
  nextDate,
  shanghaiDate,
  type WorkingCalendar,
} from './working-calendar';

export const DEFAULT_REVIEW_DAYS = 5;

/** Far more days off in a row than any real schedule has: a calendar that never works is an error. */
const LONGEST_BREAK_DAYS = 366;

export type ReviewStage = Extract<ApplicationState, 'firstReview' | 'finalReview'>;

export function isReviewStage(state: ApplicationState): state is ReviewStage {
  return state === 'firstReview' || state === 'finalReview';
}

/** The Shanghai date of the N-th working day after the date of `from`. */
export function workingDaysAfter(from: Date, days: number, calendar: WorkingCalendar): string {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`A time limit is a whole number of working days, not ${String(days)}`);
  }
  let date = shanghaiDate(from);
  for (let counted = 0; counted < days; counted += 1) {
    let skipped = 0;
    do {
      date = nextDate(date);
      skipped += 1;
      if (skipped > LONGEST_BREAK_DAYS) {
        throw new RangeError(`The working calendar has no working day after ${date}`);
      }
    } while (!calendar.isWorkingDay(date));
  }
  return date;
}

export type ReviewDeadline = {
  stage: ReviewStage;
  /** The last moment the stage is on time: 23:59:59.999 +08:00 of its last working day. */
  dueAt: Date;
  isOverdue: (now: Date) => boolean;
};

/** The limit of the stage an application is in, or null when it is not waiting for a review. */
export function reviewDeadline(
  application: { state: ApplicationState; stateEnteredAt: Date; reviewDays?: number },
  calendar: WorkingCalendar,
): ReviewDeadline | null {
  const { state } = application;
  if (!isReviewStage(state)) return null;
  const days = application.reviewDays ?? DEFAULT_REVIEW_DAYS;
  const dueAt = endOfShanghaiDate(workingDaysAfter(application.stateEnteredAt, days, calendar));
  return { stage: state, dueAt, isOverdue: (now) => isOverdue(dueAt, now) };
}

/** Past the limit: an application with no limit is never overdue. */
export function isOverdue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && now.getTime() > dueAt.getTime();
}

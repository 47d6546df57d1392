/**
 * The time limit of the review stage an application waits in (DESIGN §4), as lists and details show it:
 * `dueAt` and `overdue` from the domain's `reviewDays` in working days (review-deadline.ts), measured
 * against the server's clock.
 */
import {
  reviewDeadline,
  type ReviewStage,
} from '../../../machines/domain-application/review-deadline';
import type { ApplicationState } from '../../../machines/domain-application/domain-application.types';
import {
  nextDate,
  shanghaiDate,
  startOfShanghaiDate,
} from '../../../machines/domain-application/working-calendar';
import { reviewCalendar } from './review-calendar';

export interface ReviewTiming {
  readonly dueAt: string | null;
  readonly overdue: boolean;
}

export function reviewTimingOf(
  application: { state: ApplicationState; stateEnteredAt: Date; reviewDays: number },
  now: Date,
): ReviewTiming {
  const deadline = reviewDeadline(application, reviewCalendar);
  if (deadline === null) return { dueAt: null, overdue: false };
  return { dueAt: deadline.dueAt.toISOString(), overdue: deadline.isOverdue(now) };
}

/** The date before a date. */
function previousDate(date: string): string {
  return shanghaiDate(new Date(startOfShanghaiDate(date).getTime() - 1));
}

/** More days back than any time limit of up to 30 working days can reach, holidays included. */
const longestLookBackDays = 400;

/**
 * The moment before which an application entering a review stage is overdue now, for filtering in the
 * database. A deadline depends only on the date the stage was entered and never moves back as that
 * date moves on, so the overdue entries are exactly those before the start of the day after the latest
 * date whose deadline has passed.
 */
export function overdueCutoff(stage: ReviewStage, reviewDays: number, now: Date): Date {
  let date = shanghaiDate(now);
  for (let step = 0; step < longestLookBackDays; step += 1) {
    const stateEnteredAt = startOfShanghaiDate(date);
    const deadline = reviewDeadline({ state: stage, stateEnteredAt, reviewDays }, reviewCalendar);
    if (deadline === null || deadline.isOverdue(now)) return startOfShanghaiDate(nextDate(date));
    date = previousDate(date);
  }
  throw new RangeError(`No overdue cutoff within ${String(longestLookBackDays)} days`);
}

/**
 * The time limit of the review stage an application waits in (DESIGN §4), as lists and details show it:
 * `dueAt` and `overdue` from the domain's limit of that stage (`firstReviewDays` or `finalReviewDays`) in
 * working days (review-deadline.ts), measured against the server's clock.
 */
import {
  isReviewStage,
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

/** The time limits of a domain's two review stages, in working days. */
export interface StageLimits {
  readonly firstReviewDays: number;
  readonly finalReviewDays: number;
}

/** The limit of one stage. */
export function stageReviewDays(stage: ReviewStage, limits: StageLimits): number {
  return stage === 'firstReview' ? limits.firstReviewDays : limits.finalReviewDays;
}

export function reviewTimingOf(
  application: { state: ApplicationState; stateEnteredAt: Date } & StageLimits,
  now: Date,
): ReviewTiming {
  const { state, stateEnteredAt } = application;
  if (!isReviewStage(state)) return { dueAt: null, overdue: false };
  const reviewDays = stageReviewDays(state, application);
  const deadline = reviewDeadline({ state, stateEnteredAt, reviewDays }, reviewCalendar);
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

/**
 * When a case waiting in a review stage calls for a reminder (DESIGN §9): from the moment only one
 * working day of its time limit is left — the end of the working day before the due date — until the
 * limit passes (到期提醒), and once it has passed (已超期). Pure, on the same working calendar and
 * deadline as the queues' 剩余/超期 marks, so the reminder and the page never disagree.
 */
import {
  reviewDeadline,
  workingDaysAfter,
  type ReviewStage,
} from '../../../machines/domain-application/review-deadline';
import {
  endOfShanghaiDate,
  type WorkingCalendar,
} from '../../../machines/domain-application/working-calendar';

export type DeadlineReminder = {
  readonly kind: 'review.deadlineSoon' | 'review.overdue';
  readonly dueAt: Date;
};

export function deadlineReminderOf(
  application: { stage: ReviewStage; stateEnteredAt: Date; reviewDays: number },
  now: Date,
  calendar: WorkingCalendar,
): DeadlineReminder | null {
  const { stage, stateEnteredAt, reviewDays } = application;
  const deadline = reviewDeadline({ state: stage, stateEnteredAt, reviewDays }, calendar);
  if (deadline === null) return null;
  if (deadline.isOverdue(now)) return { kind: 'review.overdue', dueAt: deadline.dueAt };
  const lastDayBegins = endOfShanghaiDate(
    workingDaysAfter(stateEnteredAt, Math.max(reviewDays - 1, 0), calendar),
  );
  return now.getTime() > lastDayBegins.getTime()
    ? { kind: 'review.deadlineSoon', dueAt: deadline.dueAt }
    : null;
}

/**
 * How long an application has waited and how long is left before its limit, in whole calendar days as
 * a reviewer reads a queue: 剩余 2 天, 今日到期, 已超期; 已等待 3 天.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type DeadlineStatus =
  | { kind: 'none' }
  | { kind: 'overdue' }
  | { kind: 'dueToday' }
  | { kind: 'daysLeft'; days: number };

/** `overdue` is the server's mark; the days left are counted from `now` to the limit. */
export function deadlineStatus(dueAt: string | null, overdue: boolean, now: Date): DeadlineStatus {
  if (overdue) return { kind: 'overdue' };
  if (dueAt === null) return { kind: 'none' };
  const due = new Date(dueAt).getTime();
  if (Number.isNaN(due)) return { kind: 'none' };
  const left = due - now.getTime();
  if (left <= 0) return { kind: 'overdue' };
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? { kind: 'dueToday' } : { kind: 'daysLeft', days };
}

/** Whole days since `since`, 0 on the first day. */
export function daysWaiting(since: string, now: Date): number {
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now.getTime() - start) / DAY_MS));
}

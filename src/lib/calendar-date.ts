/** Calendar dates `YYYY-MM-DD` as the portal's filters take them, read in Beijing time. */

/** A calendar date `YYYY-MM-DD` that exists; anything else reads as "no limit". */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The start of a day in Beijing time, as the contract's date-time. */
export function startOfDay(date: string): string {
  return new Date(`${date}T00:00:00+08:00`).toISOString();
}

/** The last moment of a day in Beijing time, as the contract's date-time. */
export function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59.999+08:00`).toISOString();
}

/**
 * What is wrong with a date range as typed into a filter, or null: a date that does not exist, or a
 * start after the end. An empty end leaves that side open.
 */
export function dateRangeProblem(
  from: string,
  to: string,
): 'invalidDate' | 'invalidDateRange' | null {
  if ((from !== '' && !isCalendarDate(from)) || (to !== '' && !isCalendarDate(to)))
    return 'invalidDate';
  if (from !== '' && to !== '' && from > to) return 'invalidDateRange';
  return null;
}

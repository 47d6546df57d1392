/**
 * Working days in mainland China: Monday to Friday, except the public holidays, plus the weekend days the
 * State Council's yearly schedule turns into working days (调休上班). The two lists change every year and
 * are supplied by whoever builds the calendar. Dates are Asia/Shanghai calendar dates, `YYYY-MM-DD`.
 *
 * China Standard Time is UTC+8 all year round (no daylight saving), so the Shanghai date of an instant is
 * the UTC date of that instant moved 8 hours on, and a Shanghai midnight is 16:00 UTC of the day before.
 */

export type WorkingCalendarDates = {
  /** Weekdays (and weekends) off: 元旦, 春节, 清明节, 劳动节, 端午节, 中秋节, 国庆节 and their bridges. */
  holidays?: readonly string[];
  /** Weekend days that are working days (调休上班). */
  makeUpWorkdays?: readonly string[];
};

export type WorkingCalendar = {
  isWorkingDay: (date: string) => boolean;
};

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant of 00:00 Asia/Shanghai on a date, or NaN when the text is not a real date. */
function shanghaiMidnightMs(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match === null) return Number.NaN;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return Number.NaN;
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== date) return Number.NaN;
  return utcMidnight - SHANGHAI_OFFSET_MS;
}

function checkedDate(date: string, list: string): string {
  if (Number.isNaN(shanghaiMidnightMs(date))) {
    throw new RangeError(`${list} holds ${JSON.stringify(date)}, which is not a YYYY-MM-DD date`);
  }
  return date;
}

/** The Asia/Shanghai calendar date of an instant. */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date after a date. */
export function nextDate(date: string): string {
  return shanghaiDate(new Date(shanghaiMidnightMs(date) + DAY_MS));
}

/** The instant a Shanghai date begins (00:00 +08:00). */
export function startOfShanghaiDate(date: string): Date {
  return new Date(shanghaiMidnightMs(checkedDate(date, 'date')));
}

/** The last millisecond of a Shanghai date (23:59:59.999 +08:00). */
export function endOfShanghaiDate(date: string): Date {
  return new Date(shanghaiMidnightMs(checkedDate(date, 'date')) + DAY_MS - 1);
}

function dayOfWeek(date: string): number {
  return new Date(shanghaiMidnightMs(date) + SHANGHAI_OFFSET_MS).getUTCDay();
}

/** A calendar from the year's holiday and make-up lists; malformed or contradictory dates are refused. */
export function workingCalendar(dates: WorkingCalendarDates = {}): WorkingCalendar {
  const holidays = new Set((dates.holidays ?? []).map((date) => checkedDate(date, 'holidays')));
  const makeUpWorkdays = new Set(
    (dates.makeUpWorkdays ?? []).map((date) => checkedDate(date, 'makeUpWorkdays')),
  );
  for (const date of makeUpWorkdays) {
    if (holidays.has(date)) {
      throw new RangeError(`${date} is listed both as a holiday and as a make-up working day`);
    }
  }
  return {
    isWorkingDay: (date) => {
      checkedDate(date, 'date');
      if (makeUpWorkdays.has(date)) return true;
      if (holidays.has(date)) return false;
      const weekday = dayOfWeek(date);
      return weekday !== 0 && weekday !== 6;
    },
  };
}

/**
 * The calendar fields of a moment in Beijing time (China Standard Time, UTC+8), worked out without
 * `Intl`. The first `Intl` formatter a tab makes loads the browser's locale and time zone data, a
 * pause of 15–60 ms on a desktop and four times that on a phone; the pages' dates would make it part
 * of every page's start. China has kept UTC+8 all year since daylight saving time ended in
 * September 1991, so from then on the fields are plain arithmetic; an earlier moment (none the portal
 * holds, but a date is a date) is read through `Intl`, with its summer time.
 */

export interface BeijingCalendar {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
  /** 0 for Sunday to 6 for Saturday. */
  readonly weekday: number;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
}

const offsetMs = 8 * 60 * 60 * 1000;

/** 1991-09-15 02:00 summer time, when China's last summer time ended (clocks went back to 01:00). */
const fixedOffsetSince = Date.UTC(1991, 8, 14, 17);

let historical: Intl.DateTimeFormat | undefined;

function fromIntl(time: number): BeijingCalendar {
  historical ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = new Map(historical.formatToParts(time).map((part) => [part.type, part.value]));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.get(type));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    weekday: weekdays.indexOf(parts.get('weekday') ?? ''),
    hour: field('hour'),
    minute: field('minute'),
  };
}

/** The fields of `time` (a valid date) on a clock in Beijing. */
export function beijingCalendar(time: Date): BeijingCalendar {
  const ms = time.getTime();
  if (ms < fixedOffsetSince) return fromIntl(ms);
  const local = new Date(ms + offsetMs);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

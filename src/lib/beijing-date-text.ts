/**
 * Dates and times in Beijing time as the portal writes them, in the interface's language, the same
 * text `Intl.DateTimeFormat` gives for these options with `timeZone: 'Asia/Shanghai'`, made without
 * it (src/lib/beijing-calendar.ts says why); tests/web/lib/beijing-date-text.test.ts compares the
 * two over a century of moments.
 */
import type { Language } from '@/i18n/languages';
import { beijingCalendar } from './beijing-calendar';

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const englishWeekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const chineseWeekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 2026-03-01 (`{ year: 'numeric', month: '2-digit', day: '2-digit' }` in zh-CN, with dashes). */
export function isoDayText(time: Date): string {
  const { year, month, day } = beijingCalendar(time);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** 2026年3月1日 · March 1, 2026 (`{ year: 'numeric', month: 'long', day: 'numeric' }`). */
export function longDateText(time: Date, language: Language): string {
  const { year, month, day } = beijingCalendar(time);
  return language === 'zh-CN'
    ? `${year}年${month}月${day}日`
    : `${englishMonths[month - 1]} ${day}, ${year}`;
}

/** 2026年3月1日星期日 · Sunday, March 1, 2026 (`{ dateStyle: 'full' }`). */
export function fullDateText(time: Date, language: Language): string {
  const { weekday } = beijingCalendar(time);
  return language === 'zh-CN'
    ? `${longDateText(time, language)}${chineseWeekdays[weekday]}`
    : `${englishWeekdays[weekday]}, ${longDateText(time, language)}`;
}

/**
 * 2026年3月1日 16:05 · March 1, 2026 at 16:05 (the long date with `{ hour: '2-digit',
 * minute: '2-digit', hourCycle: 'h23' }`).
 */
export function longDateTimeText(time: Date, language: Language): string {
  const { hour, minute } = beijingCalendar(time);
  const clock = `${twoDigits(hour)}:${twoDigits(minute)}`;
  return `${longDateText(time, language)}${language === 'zh-CN' ? ' ' : ' at '}${clock}`;
}

/**
 * The catalogue's fixed point in time. Published and updated dates are spread over the two years
 * before it, so the content looks lived-in yet never depends on when the seed runs.
 */
import type { Random } from './random';

/** 2026-11-15 00:00 in Asia/Shanghai. */
export const catalogReferenceDate = new Date('2026-11-15T00:00:00+08:00');

const dayMs = 86_400_000;
const twoYearsDays = 730;

/** A moment `daysBefore` days before the reference date, at an office hour (08:30–18:00 Beijing time). */
export function officeMomentBefore(random: Random, daysBefore: number): Date {
  const day = catalogReferenceDate.getTime() - daysBefore * dayMs;
  // The day starts at midnight Beijing time: 08:30–18:00 is 510–1080 minutes into it.
  const minutes = random.int(510, 1080);
  return new Date(day + minutes * 60_000);
}

/** A publication date within the two years before the reference date. */
export function publishedMoment(random: Random): Date {
  return officeMomentBefore(random, random.int(1, twoYearsDays));
}

/** A later update of something published at `published`, never after the reference date. */
export function updatedMomentAfter(random: Random, published: Date): Date {
  const publishedDaysBefore = Math.floor(
    (catalogReferenceDate.getTime() - published.getTime()) / dayMs,
  );
  if (publishedDaysBefore <= 1 || random.chance(0.15)) return published;
  const daysBefore = random.int(0, publishedDaysBefore - 1);
  return officeMomentBefore(random, daysBefore);
}

/** `YYYY-MM-DD` of a date in Beijing time. */
export function beijingDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss` of a date in Beijing time. */
export function beijingDateTime(date: Date): string {
  const iso = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** `YYYY年M月D日` of a date in Beijing time. */
export function chineseDate(date: Date): string {
  const [year, month, day] = beijingDate(date).split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/**
 * The portal's own date texts against `Intl.DateTimeFormat` with the options each one stands for,
 * in Beijing time, over a century of moments: every day boundary, the summer times of 1986–1991 and
 * random moments.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { supportedLanguages } from '@/i18n/languages';
import { fullDateText, isoDayText, longDateText, longDateTimeText } from '@/lib/beijing-date-text';

const zone = { timeZone: 'Asia/Shanghai' } as const;
const hour = 60 * 60 * 1000;

/** A seeded sequence, so a failure names a moment that fails again. */
function* moments(): Generator<Date> {
  let seed = 20_261_126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const from = Date.UTC(1970, 0, 1);
  const to = Date.UTC(2100, 0, 1);
  for (let index = 0; index < 4_000; index += 1) yield new Date(from + random() * (to - from));
  // Each side of midnight and noon in Beijing, across years and the summer-time years.
  for (let year = 1984; year <= 2040; year += 1) {
    for (const month of [0, 3, 5, 8, 11]) {
      const midnight = Date.UTC(year, month, 15) - 8 * hour;
      for (const offset of [-1, 0, 1, 11 * hour, 12 * hour, 23 * hour + 59 * 60 * 1000]) {
        yield new Date(midnight + offset);
      }
    }
  }
  yield new Date(Date.UTC(1991, 8, 14, 16, 59, 59));
  yield new Date(Date.UTC(1991, 8, 14, 17));
  yield new Date(Date.UTC(1991, 8, 14, 18));
}

const all = [...moments()];

describe('dates in Beijing time without Intl', () => {
  it('isoDayText writes the zh-CN 2-digit date with dashes', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', {
      ...zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const time of all) {
      expect(isoDayText(time), time.toISOString()).toBe(intl.format(time).replaceAll('/', '-'));
    }
  });

  it.each(supportedLanguages)(
    'longDateText, fullDateText and longDateTimeText in %s',
    (language: Language) => {
      const long = new Intl.DateTimeFormat(language, {
        ...zone,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      const full = new Intl.DateTimeFormat(language, { ...zone, dateStyle: 'full' });
      const dateTime = new Intl.DateTimeFormat(language, {
        ...zone,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const time of all) {
        const at = time.toISOString();
        expect(longDateText(time, language), at).toBe(long.format(time));
        expect(fullDateText(time, language), at).toBe(full.format(time));
        expect(longDateTimeText(time, language), at).toBe(dateTime.format(time));
      }
    },
  );
});

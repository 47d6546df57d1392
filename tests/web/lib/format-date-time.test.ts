/** Times in China Standard Time, written the way the interface language writes dates. */
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLanguage, i18n, switchLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format-date-time';

afterEach(async () => {
  await i18n.changeLanguage(defaultLanguage);
});

describe('formatDateTime', () => {
  it('writes Chinese dates in China Standard Time', () => {
    expect(formatDateTime('2026-03-01T08:05:00Z')).toBe('2026年3月1日 16:05');
  });

  it('follows an English interface, on a 24-hour clock that runs 00 to 23', async () => {
    await switchLanguage('en-US');
    expect(formatDateTime('2026-03-01T08:05:00Z')).toBe('March 1, 2026 at 16:05');
    expect(formatDateTime('2026-03-01T16:05:00Z')).toBe('March 2, 2026 at 00:05');
  });

  it('reads a missing or broken time as null', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a time')).toBeNull();
  });
});

/**
 * Times as people in Jiangsu read them: China Standard Time, `2026年3月1日 16:05` (in English
 * `March 1, 2026 at 16:05`, still China Standard Time). A missing time reads as null, so the view can
 * say 暂无记录 instead of showing a blank.
 */
import { i18n } from '@/i18n/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(language, format);
  }
  return format;
}

export function formatDateTime(iso: string | null | undefined): string | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  return dateTimeFormat(i18n.language).format(time);
}

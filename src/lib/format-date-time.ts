/**
 * Times as people in Jiangsu read them: China Standard Time, `2026年3月1日 16:05` (in English
 * `March 1, 2026 at 16:05`, still China Standard Time). A missing time reads as null, so the view can
 * say 暂无记录 instead of showing a blank.
 */
import { i18n } from '@/i18n/i18n';
import { longDateTimeText } from './beijing-date-text';

export function formatDateTime(iso: string | null | undefined): string | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  return longDateTimeText(time, i18n.language);
}

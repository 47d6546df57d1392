/** A stay in a stage as people say it: 2 天 3 小时, 45 分钟, 不到 1 分钟. */
import type { TextFunction } from '@/i18n/text-key';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatDuration(ms: number, t: TextFunction): string {
  if (ms < MINUTE) return t('workflow.timeInState.lessThanMinute');
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const parts: string[] = [];
  if (days > 0) parts.push(t('workflow.timeInState.days', { count: days }));
  if (hours > 0) parts.push(t('workflow.timeInState.hours', { count: hours }));
  if (days === 0 && minutes > 0) parts.push(t('workflow.timeInState.minutes', { count: minutes }));
  return parts.join(' ');
}

/**
 * Times as people in Jiangsu read them: China Standard Time, `2026年3月1日 16:05`. A missing time reads
 * as null, so the view can say 暂无记录 instead of showing a blank.
 */
const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatDateTime(iso: string | null | undefined): string | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  return dateTimeFormat.format(time);
}

/**
 * A moment as the portal shows it (Beijing time, to the minute) in a machine-readable `<time>`;
 * nothing when the moment is unknown.
 */
import { formatDateTime } from '@/lib/format-date-time';

export function DateTimeText({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text === null || iso === null ? null : <time dateTime={iso}>{text}</time>;
}

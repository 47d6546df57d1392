/** Publication dates as the portal shows them: 2026-03-01, in Beijing time. */
import { isoDayText } from './beijing-date-text';

export function formatPublishDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return isoDayText(date);
}

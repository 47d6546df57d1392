/**
 * The home page's figures as text. A rate or a median the server could not compute yet (no decided
 * application) is null and shown as —, never as an invented number.
 */
import { formatDecimal } from '@/lib/format-decimal';

export const missingFigure = '—';

export function formatFigureCount(value: number): string {
  return formatDecimal(value);
}

export function formatApprovalRate(rate: number | null): string {
  return rate === null ? missingFigure : `${formatDecimal(rate * 100, 1)}%`;
}

/** Hours under two days stay hours; longer medians read better in days. */
export function splitReviewTime(
  hours: number | null,
): { unit: 'hours' | 'days'; value: string } | null {
  if (hours === null) return null;
  if (hours < 48) return { unit: 'hours', value: formatDecimal(hours, 1) };
  return { unit: 'days', value: formatDecimal(hours / 24, 1) };
}

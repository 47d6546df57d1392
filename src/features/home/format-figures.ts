/**
 * The home page's figures as text. A rate or a median the server could not compute yet (no decided
 * application) is null and shown as —, never as an invented number.
 */
const countFormat = new Intl.NumberFormat('zh-CN');
const oneDecimal = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });

export const missingFigure = '—';

export function formatFigureCount(value: number): string {
  return countFormat.format(value);
}

export function formatApprovalRate(rate: number | null): string {
  return rate === null ? missingFigure : `${oneDecimal.format(rate * 100)}%`;
}

/** Hours under two days stay hours; longer medians read better in days. */
export function splitReviewTime(
  hours: number | null,
): { unit: 'hours' | 'days'; value: string } | null {
  if (hours === null) return null;
  if (hours < 48) return { unit: 'hours', value: oneDecimal.format(hours) };
  return { unit: 'days', value: oneDecimal.format(hours / 24) };
}

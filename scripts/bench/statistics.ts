/**
 * The few statistics the benchmark report needs: the median of a handful of Lighthouse runs, a
 * nearest-rank percentile of every response time, and an endpoint's figure as a multiple of the
 * trivial route's figure in the same run.
 */

/** The middle value; for an even count, the mean of the two middle values. NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Nearest-rank percentile of values sorted ascending (`fraction` 0.99 for p99). NaN when empty. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** `value / reference`, or NaN when the reference is zero or not a number. */
export function ratio(value: number, reference: number): number {
  if (!Number.isFinite(reference) || reference === 0 || !Number.isFinite(value)) return Number.NaN;
  return value / reference;
}

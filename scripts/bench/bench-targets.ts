/**
 * The targets of issue #7 item 3 and how a figure is held against one: at most 150 KB of gzipped
 * JavaScript before /home shows, a Lighthouse mobile performance score of at least 0.95, and a p99
 * under 50 ms for the resource list and search; and of issue #16 item 4, at least 50 uncached
 * server renders of /home per second.
 */
export const targets = {
  homeJsGzipBytes: 150 * 1024,
  lighthouseScore: 0.95,
  listSearchP99Ms: 50,
  uncachedRenderPagesPerSecond: 50,
} as const;

export interface Verdict {
  /** What is measured, e.g. `/home JS (gzip)`. */
  readonly subject: string;
  readonly value: number;
  /** How `value` is shown: bytes as KB, a 0–1 score, milliseconds, pages per second. */
  readonly unit: 'bytes' | 'score' | 'ms' | 'pages/s';
  /** The target as text, e.g. `≤ 150 KB`. */
  readonly target: string;
  readonly met: boolean;
}

export const mark = (met: boolean): string => (met ? '✓' : '✗');

/** `value` must not exceed `limit` (a NaN value never meets a target). */
export const atMost = (value: number, limit: number): boolean =>
  Number.isFinite(value) && value <= limit;

/** `value` must be at least `floor`. */
export const atLeast = (value: number, floor: number): boolean =>
  Number.isFinite(value) && value >= floor;

/** `value` must stay under `limit`. */
export const under = (value: number, limit: number): boolean =>
  Number.isFinite(value) && value < limit;

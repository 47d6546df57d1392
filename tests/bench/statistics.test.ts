import { describe, expect, it } from 'vitest';
import { median, percentile, ratio } from '../../scripts/bench/statistics';

describe('bench statistics', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([0.97, 0.91, 0.95])).toBe(0.95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('finds nearest-rank percentiles of sorted values', () => {
    const sorted = Array.from({ length: 100 }, (_value, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([5], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('divides by the reference, and gives NaN for a zero or missing reference', () => {
    expect(ratio(250, 10_000)).toBe(0.025);
    expect(ratio(12, 0.5)).toBe(24);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(1, Number.NaN)).toBeNaN();
    expect(ratio(Number.NaN, 1)).toBeNaN();
  });
});

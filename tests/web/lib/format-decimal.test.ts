/** The portal's own number text against `Intl.NumberFormat('zh-CN')` with the same options. */
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/format-decimal';

function* values(): Generator<number> {
  let seed = 1_126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = 0; index < 3_000; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 16 - 4);
    yield (random() - 0.2) * magnitude;
    yield Math.round(random() * magnitude);
  }
  // Halves at each precision, where rounding rules differ, and the edges.
  for (let whole = 0; whole < 200; whole += 1) {
    for (const half of [0.5, 0.05, 0.005, 0.0005, 0.25, 0.15, 0.35, 0.95]) {
      yield whole + half;
      yield -(whole + half);
    }
  }
  yield* [0, -0, 1e21, -1e21, 9.99e20, 1e-7, -1e-7, Number.NaN, Infinity, -Infinity];
  yield* [Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 999.95, 999.9995, 0.9999];
}

describe('formatDecimal', () => {
  it.each([0, 1, 3])('writes what Intl writes with at most %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: digits });
    for (const value of values()) {
      expect(formatDecimal(value, digits), String(value)).toBe(intl.format(value));
    }
  });

  it('defaults to three decimals, as Intl does', () => {
    expect(formatDecimal(1234567.891)).toBe('1,234,567.891');
    expect(formatDecimal(12_345)).toBe('12,345');
  });
});

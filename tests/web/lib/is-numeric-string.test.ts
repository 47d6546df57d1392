import { describe, expect, it } from 'vitest';
import { isNumericString } from '@/lib/is-numeric-string';

describe('isNumericString (spec §5)', () => {
  it.each(['0', '42', '-3.5', '+7', '.5', '5.', '007'])('accepts %s', (value) => {
    expect(isNumericString(value)).toBe(true);
  });

  it.each(['', ' ', ' 1', '1 ', '1e3', '0x10', 'Infinity', 'NaN', '1,000', '--1', '.', '一'])(
    'rejects %j',
    (value) => {
      expect(isNumericString(value)).toBe(false);
    },
  );

  it('rejects values that are not strings', () => {
    expect(isNumericString(12)).toBe(false);
    expect(isNumericString(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmpty } from '@/lib/is-empty';

describe('isEmpty (spec §5)', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '\n\t',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('counts %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, -1, 3.5, 'a', ' 0 ', false, [], {}])('counts %j as filled', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

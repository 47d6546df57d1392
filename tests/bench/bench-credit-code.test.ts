import { describe, expect, it } from 'vitest';
import { benchCreditCode } from '../../scripts/bench/seed-bench-applications';
import { isValidCreditCode } from '../../server/features/account/credit-code';

describe('credit codes of the benchmark companies', () => {
  it('are valid and distinct', () => {
    const codes = [1, 2, 999, 2000, 100_000].map(benchCreditCode);
    for (const code of codes) expect(isValidCreditCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

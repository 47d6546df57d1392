import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  isValidCreditCode,
} from '../../server/features/account/credit-code';

describe('unified social credit code check character (GB 32100-2015)', () => {
  it.each([
    ['91320100MA1XY8K3A9', '9'],
    ['91320500MA1NQ7W2BB', 'B'],
  ])('accepts the demo legal person %s (check character %s)', (code, check) => {
    expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(check);
    expect(isValidCreditCode(code)).toBe(true);
  });

  it('computes the check character from the weighted sum modulo 31', () => {
    // Σ(value × weight) over 91110000600037341 is 538; 538 mod 31 = 11; 31 − 11 = 20, which is L.
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    // With F (15) last the sum is 930 = 30 × 31: 31 − 0 wraps round to 0.
    expect(creditCodeCheckCharacter('9111000060003734F')).toBe('0');
  });

  it('refuses a code whose last character is not the check character', () => {
    expect(isValidCreditCode('91320100MA1XY8K3A8')).toBe(false);
    expect(isValidCreditCode('91320500MA1NQ7W2BC')).toBe(false);
  });

  it.each([
    ['too short', '91320100MA1XY8K3A'],
    ['too long', '91320100MA1XY8K3A90'],
    ['a lower-case letter', '91320100ma1xy8k3a9'],
    ['a letter outside the alphabet (I, O, S, V, Z)', '91320100MA1XY8K3O9'],
    ['letters in the administrative division', '9132A100MA1XY8K3A9'],
    ['blank', ''],
  ])('refuses a code with %s', (_reason, code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });

  it('has no check character for input that is not 17 code characters', () => {
    expect(creditCodeCheckCharacter('9132010')).toBeNull();
    expect(creditCodeCheckCharacter('91320100MA1XY8K3Z')).toBeNull();
  });
});

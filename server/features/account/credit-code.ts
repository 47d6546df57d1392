/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from a 31-letter
 * alphabet (digits and upper-case letters without I, O, S, V, Z), the last one a check character
 * computed from the first 17 with fixed weights, modulo 31.
 */
const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const shape = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or null when they are not valid code characters. */
export function creditCodeCheckCharacter(first17: string): string | null {
  if (first17.length !== weights.length) return null;
  let sum = 0;
  for (const [index, weight] of weights.entries()) {
    const value = alphabet.indexOf(first17.charAt(index));
    if (value < 0) return null;
    sum += value * weight;
  }
  return alphabet.charAt((31 - (sum % 31)) % 31);
}

/** True for a well-formed code whose last character is the right check character. */
export function isValidCreditCode(code: string): boolean {
  if (!shape.test(code)) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code.charAt(17);
}

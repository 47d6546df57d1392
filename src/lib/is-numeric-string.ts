/**
 * Spec §5 numeric-string check: a plain decimal number written as text ("12", "-3.5", ".5", "+7").
 * Blank text, padding, exponents, hex and words such as "Infinity" are not numeric, so what passes can be
 * shown and stored exactly as the user typed it.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isNumericString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

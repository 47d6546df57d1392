/**
 * Query and path values are strings on the wire, and Ajv turns a string into a number the way
 * JavaScript's `Number()` does — so `0x10`, `1e3`, ` 5` and `+5` would pass as 16, 1000 and 5. A
 * person writes numbers in decimal: after coercion, every value that became a number must have been
 * written as plain decimal digits (an optional minus sign and fraction), or the request is refused.
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from '../http/app-error';

const decimalNumeral = /^-?\d+(\.\d+)?$/;

function writtenInDecimal(raw: unknown, coerced: unknown): boolean {
  if (typeof coerced === 'number') return typeof raw !== 'string' || decimalNumeral.test(raw);
  if (Array.isArray(coerced)) {
    const rawItems: unknown[] = Array.isArray(raw) ? raw : [raw];
    return coerced.every((item, index) => writtenInDecimal(rawItems[index], item));
  }
  return true;
}

/** Refuses a value that Ajv read as a number but that was not written as a decimal numeral. */
export function assertDecimalNumerals(
  raw: Readonly<Record<string, unknown>>,
  coerced: Readonly<Record<string, unknown>>,
): void {
  for (const [name, value] of Object.entries(coerced)) {
    if (!writtenInDecimal(raw[name], value)) {
      throw new AppError(
        EnvelopeCode.invalidRequest,
        `请求参数 ${name} 必须是十进制数字（如 10），不能使用十六进制、科学计数法或空格`,
      );
    }
  }
}

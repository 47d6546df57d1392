/**
 * PostgreSQL text cannot hold the null character (U+0000): a string carrying one fails in the
 * database and would be answered with a 500. No field of the contract has a use for it, so a request
 * with one anywhere — body, query or path, in a value or a key — is refused as invalid (4000).
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from '../http/app-error';

function containsNullCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function assertNoNullCharacter(...parts: readonly unknown[]): void {
  if (parts.some(containsNullCharacter)) {
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数不能包含空字符（\\u0000）');
  }
}

/**
 * Text the database can store as it was sent. PostgreSQL text cannot hold the null character
 * (U+0000): a string carrying one fails in the database and would be answered with a 500. A lone
 * UTF-16 surrogate (`"\ud800"` in JSON) is no character at all: stored, it silently becomes U+FFFD.
 * No field of the contract has a use for either, so a request with one anywhere — body, query or
 * path, in a value or a key — is refused as invalid (4000), naming what was wrong.
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from '../http/app-error';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = 'null' | 'surrogate';

function problemIn(text: string): Problem | null {
  if (text.includes('\u0000')) return 'null';
  return loneSurrogate.test(text) ? 'surrogate' : null;
}

function firstProblem(value: unknown): Problem | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      const problem = problemIn(current);
      if (problem !== null) return problem;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        const problem = problemIn(key);
        if (problem !== null) return problem;
        pending.push(inner);
      }
    }
  }
  return null;
}

const messages: Record<Problem, string> = {
  null: '请求参数不能包含空字符（\\u0000）',
  surrogate: '请求参数包含无效的 Unicode 字符（不成对的代理项），请检查输入的文字',
};

export function assertStorableText(...parts: readonly unknown[]): void {
  for (const part of parts) {
    const problem = firstProblem(part);
    if (problem !== null) throw new AppError(EnvelopeCode.invalidRequest, messages[problem]);
  }
}

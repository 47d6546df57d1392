/**
 * Reads a JSON request body. The body is parsed as JSON text, so a key named `__proto__` becomes an
 * ordinary property and cannot reach any object's prototype — but no field of the contract has such
 * a name, and a body carrying `__proto__` or `constructor.prototype` is someone probing for prototype
 * pollution: it is refused with its own message rather than called "not JSON".
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from './app-error';

function invalid(message: string): AppError {
  return new AppError(EnvelopeCode.invalidRequest, message);
}

function hasPrototypeKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (typeof current === 'object' && current !== null) {
      if (Object.hasOwn(current, '__proto__')) return true;
      const constructorValue: unknown = Reflect.get(current, 'constructor');
      if (
        Object.hasOwn(current, 'constructor') &&
        typeof constructorValue === 'object' &&
        constructorValue !== null &&
        Object.hasOwn(constructorValue, 'prototype')
      ) {
        return true;
      }
      pending.push(...(Object.values(current) as unknown[]));
    }
  }
  return false;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalid('请求体不能为空');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('请求体不是合法的 JSON');
  }
  if (hasPrototypeKey(value)) {
    throw invalid('请求体不能包含名为 __proto__ 或 constructor.prototype 的字段');
  }
  return value;
}

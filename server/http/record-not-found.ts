/** 4011: the record asked for does not exist (the page shows 页面不存在). */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from './app-error';

export function recordNotFound(what: string): AppError {
  return new AppError(EnvelopeCode.recordNotFound, `${what}不存在`);
}

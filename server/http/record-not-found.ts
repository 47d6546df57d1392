/** 4011: the record asked for does not exist (the page shows 页面不存在). */
import { AppError } from './app-error';

export function recordNotFound(what: string): AppError {
  return new AppError(4011, `${what}不存在`);
}

/**
 * Decides whether a request may call a protected operation. There are no sessions yet, so every
 * token is unknown and every protected call is refused; session lookup replaces the check below.
 */
import type { FastifyRequest } from 'fastify';
import type { ContractOperation } from '../contract/contract-operations';
import { AppError } from './app-error';

export const userTokenHeader = 'user-token';

export function unauthorizedError(): AppError {
  return new AppError(4010, '鉴权失败，请重新登录', 401);
}

/** Throws the 401 envelope error unless the caller may use the operation. */
export function assertAuthenticated(request: FastifyRequest, operation: ContractOperation): void {
  if (!operation.requiresToken) return;
  const token = request.headers[userTokenHeader];
  if (typeof token !== 'string' || token.trim() === '') throw unauthorizedError();
  // No session store exists yet, so no token can be known.
  throw unauthorizedError();
}

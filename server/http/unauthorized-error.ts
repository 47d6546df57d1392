/**
 * The answer to a call without a usable session: HTTP 401 with code 4010 (spec §8 sends the browser to
 * the login page), and the header the session token travels in.
 */
import type { FastifyRequest } from 'fastify';
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from './app-error';

/** Spec §9: `User-Token` (Node lower-cases header names). */
export const userTokenHeader = 'user-token';

export function unauthorizedError(): AppError {
  return new AppError(EnvelopeCode.notSignedIn, '鉴权失败，请重新登录', 401);
}

/** The session token the request carries, or null when the header is missing or blank. */
export function readUserToken(request: FastifyRequest): string | null {
  const value = request.headers[userTokenHeader];
  const token = Array.isArray(value) ? value[0] : value;
  if (token === undefined) return null;
  const trimmed = token.trim();
  return trimmed === '' ? null : trimmed;
}

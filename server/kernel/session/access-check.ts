/**
 * Decides whether a request may call an operation — the one place where access is decided. For a
 * protected operation it resolves the session of the `User-Token` header and refuses, in this order:
 * no token or an unknown one (HTTP 401, 4010); an ended session (1001, with the reason); an expired
 * one (1000); the wrong side (3166 on `second/...` for anyone but a legal person, 4030 on
 * `primary/...` for anyone but an operator); an operator who must first change the initial password
 * (4030, except on the operations that let them do so); and a caller holding none of the operation's
 * `x-rights` (4030). A caller who passes is attached to the request as `request.principal`.
 * A refusal for want of a right (not the password-change one) is recorded as a security event.
 * The session plugin (session-plugin.ts) runs it as the onRequest hook of every operation.
 */
import type { FastifyRequest } from 'fastify';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { ContractOperation } from '../../contract/contract-operations';
import { AppError } from '../../http/app-error';
import { readUserToken, unauthorizedError } from '../../http/unauthorized-error';
import { eventBudget, recordSecurityEvent } from '../operation-log/record-security-event';
import type { Principal } from '../principal';
import { revokedMessage } from './revoke-reason';
import { sessionPolicyOf } from './session-policy';
import { lookUpSession } from './session-store';

export const sessionExpiredMessage = '登录已过期，请重新登录';
export const legalPersonOnlyMessage = '仅支持法人登录';
export const noRightMessage = '您没有执行此操作的权限';
export const changePasswordFirstMessage = '请先修改初始密码';

/** What an operator who must change the password may still do (logout is public anyway). */
const allowedBeforePasswordChange: ReadonlySet<string> = new Set([
  'primaryHomeModifyPassword',
  'primaryHomeProfile',
]);

function sideOf(operation: ContractOperation): Principal['kind'] | null {
  if (operation.contractPath.startsWith('/primary/')) return 'primary';
  if (operation.contractPath.startsWith('/second/')) return 'second';
  return null;
}

/** Throws the refusal a principal gets for an operation, if any. */
export function assertAllowed(principal: Principal, operation: ContractOperation): void {
  const side = sideOf(operation);
  if (side === 'second' && principal.kind !== 'second') {
    throw new AppError(EnvelopeCode.legalPersonOnly, legalPersonOnlyMessage);
  }
  if (side === 'primary' && principal.kind !== 'primary')
    throw new AppError(EnvelopeCode.noRight, noRightMessage);
  if (principal.mustChangePassword && !allowedBeforePasswordChange.has(operation.operationId)) {
    throw new AppError(EnvelopeCode.noRight, changePasswordFirstMessage);
  }
  if (
    operation.rights.length > 0 &&
    !operation.rights.some((right) => principal.rights.some((held) => held === right))
  ) {
    throw new AppError(EnvelopeCode.noRight, noRightMessage);
  }
}

/** A signed-in caller refused an operation for want of a right: a security event (安全事件). */
async function recordAccessDenied(
  request: FastifyRequest,
  principal: Principal,
  operation: ContractOperation,
): Promise<void> {
  const { db, clock } = request.server;
  await recordSecurityEvent(
    db,
    {
      action: 'accessDenied',
      actor: { userId: principal.userId, name: principal.corName ?? principal.name },
      detail: `无权访问 ${operation.method.toUpperCase()} ${operation.contractPath}（${operation.operationId}）`,
      ip: request.ip,
      at: clock.now(),
    },
    eventBudget(`user:${principal.userId}`),
    request.log,
  );
}

/** Resolves the caller of a protected operation, or throws the answer that refuses it. */
export async function assertAuthenticated(
  request: FastifyRequest,
  operation: ContractOperation,
): Promise<void> {
  if (!operation.requiresToken) return;
  const token = readUserToken(request);
  if (token === null) throw unauthorizedError();
  const { db, clock, config } = request.server;
  const lookup = await lookUpSession(db, token, clock.now(), sessionPolicyOf(config));
  switch (lookup.status) {
    case 'unknown':
      throw unauthorizedError();
    case 'revoked':
      throw new AppError(EnvelopeCode.sessionRevoked, revokedMessage(lookup.reason));
    case 'expired':
      throw new AppError(EnvelopeCode.sessionExpired, sessionExpiredMessage);
    case 'active':
      try {
        assertAllowed(lookup.principal, operation);
      } catch (error) {
        if (error instanceof AppError && error.msg === noRightMessage) {
          await recordAccessDenied(request, lookup.principal, operation);
        }
        throw error;
      }
      request.principal = lookup.principal;
  }
}

/**
 * Who is calling: resolved from the session of the `User-Token` header before a protected operation
 * runs, attached to the request (`request.principal`) and handed to handlers in their context.
 */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from '../http/app-error';
import { unauthorizedError } from '../http/unauthorized-error';
import type { Right } from './rights';

/** `primary`: a platform operator; `second`: a corporate (legal-person) user. */
export type UserKind = 'primary' | 'second';

export interface Principal {
  readonly kind: UserKind;
  /** `operators.id` or `corporate_users.id`. */
  readonly userId: string;
  readonly name: string;
  /** The legal person's name; null for operators. */
  readonly corName: string | null;
  readonly rights: readonly Right[];
  readonly sessionId: string;
  /** An operator who must change the password before doing anything else. */
  readonly mustChangePassword: boolean;
}

export type OperatorPrincipal = Principal & { readonly kind: 'primary' };
export type CorporatePrincipal = Principal & { readonly kind: 'second' };

/**
 * The principal of a `primary/...` handler. The access check has already refused every other caller;
 * this narrows the type and fails safe should a handler ever be wired to the wrong operation.
 */
export function requireOperator(principal: Principal | null): OperatorPrincipal {
  if (principal === null) throw unauthorizedError();
  if (principal.kind !== 'primary')
    throw new AppError(EnvelopeCode.noRight, '您没有执行此操作的权限');
  return { ...principal, kind: principal.kind };
}

/** The principal of a `second/...` handler (see `requireOperator`). */
export function requireCorporateUser(principal: Principal | null): CorporatePrincipal {
  if (principal === null) throw unauthorizedError();
  if (principal.kind !== 'second')
    throw new AppError(EnvelopeCode.legalPersonOnly, '仅支持法人登录');
  return { ...principal, kind: principal.kind };
}

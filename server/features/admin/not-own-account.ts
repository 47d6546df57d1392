/**
 * An administrator cannot disable or reset the own account (4090): it would sign them out of the
 * very console they are using, and a platform must never lose its last administrator that way.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import type { OperatorPrincipal } from '../../kernel/principal';

export function assertNotOwnAccount(caller: OperatorPrincipal, id: string, refusal: string): void {
  if (caller.userId === id) throw new AppError(EnvelopeCode.conflict, refusal);
}

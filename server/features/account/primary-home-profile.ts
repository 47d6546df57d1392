/** `GET primary/home/profile`: the signed-in operator's own account, phone number masked. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { unauthorizedError } from '../../http/unauthorized-error';
import { maskPhone } from './mask-phone';
import { findOperatorWithRole } from './operator-with-role';
import { knownRights } from '../../kernel/rights';

export const primaryHomeProfile = defineHandler(
  'primaryHomeProfile',
  async (_input, { db, request }) => {
    const found = await findOperatorWithRole(db, request.requireOperator().userId);
    if (found === undefined) throw unauthorizedError();
    const { operator, role } = found;
    return ok({
      id: operator.id,
      account: operator.account,
      name: operator.name,
      phone: maskPhone(operator.phone),
      roleName: role.name,
      rights: knownRights(role.rights),
      mustChangePassword: operator.mustChangePassword,
      lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
      passwordChangedAt: operator.passwordChangedAt?.toISOString() ?? null,
    });
  },
);

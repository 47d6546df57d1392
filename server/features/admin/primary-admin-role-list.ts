/**
 * `POST primary/admin/role-list`: every role with its rights, for the role picker of the admin form.
 * The platform's own roles come in the order of its role catalogue (administrator first); any other
 * role follows by name.
 */
import { defineHandler } from '../../contract/operation-handler';
import { operatorRoleSeeds } from '../../db/seed/operator-roles-seed';
import { roles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { knownRights } from '../../kernel/rights';

const catalogueOrder: readonly string[] = operatorRoleSeeds.map((role) => role.code);

function rankOf(code: string): number {
  const index = catalogueOrder.indexOf(code);
  return index < 0 ? catalogueOrder.length : index;
}

export const primaryAdminRoleList = defineHandler(
  'primaryAdminRoleList',
  async (_input, { db, request }) => {
    request.requireOperator();
    const rows = await db.select().from(roles);
    const ordered = rows.toSorted(
      (left, right) =>
        rankOf(left.code) - rankOf(right.code) || left.name.localeCompare(right.name, 'zh-CN'),
    );
    return ok(
      ordered.map((role) => ({
        id: role.id,
        name: role.name,
        description: role.description,
        rights: knownRights(role.rights),
      })),
    );
  },
);

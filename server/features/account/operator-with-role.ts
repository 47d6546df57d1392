/** An operator together with the role that gives them their rights. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { operators, roles } from '../../db/schema';

export async function findOperatorWithRole(db: Database, operatorId: string) {
  const [row] = await db
    .select({ operator: operators, role: roles })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row;
}

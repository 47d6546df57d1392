/**
 * The operators the case desk hands cases to and counts the work of: each with the rights their role
 * grants today and whether the account is enabled. A disabled account keeps its claims until an
 * administrator releases or reassigns them, and is never given a case.
 */
import { arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import { WORKFLOW_RIGHTS } from '../../../machines/domain-application/domain-application.types';
import type { WorkflowActor } from '../../../machines/domain-application/domain-application.types';
import type { Queryable } from '../../db/database';
import { operators, roles } from '../../db/schema';

export interface ReviewOperator {
  readonly id: string;
  readonly name: string;
  readonly rights: readonly string[];
  readonly enabled: boolean;
}

const reviewRights = [WORKFLOW_RIGHTS.firstReview, WORKFLOW_RIGHTS.finalReview];

function selectOperators(db: Queryable) {
  return db
    .select({
      id: operators.id,
      name: operators.name,
      rights: roles.rights,
      status: operators.status,
    })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId));
}

function toReviewOperator(row: {
  id: string;
  name: string;
  rights: string[];
  status: 'enabled' | 'disabled';
}): ReviewOperator {
  return { id: row.id, name: row.name, rights: row.rights, enabled: row.status === 'enabled' };
}

/** One operator, or undefined when there is none with this id. */
export async function findReviewOperator(
  db: Queryable,
  id: string,
): Promise<ReviewOperator | undefined> {
  const [row] = await selectOperators(db).where(eq(operators.id, id));
  return row === undefined ? undefined : toReviewOperator(row);
}

/** Every operator holding a review right, and those named (the current claimants). */
export async function listReviewOperators(
  db: Queryable,
  alsoIds: readonly string[],
): Promise<ReviewOperator[]> {
  const rows = await selectOperators(db).where(
    or(
      arrayOverlaps(roles.rights, reviewRights),
      alsoIds.length === 0 ? undefined : inArray(operators.id, [...alsoIds]),
    ),
  );
  return rows.map(toReviewOperator);
}

/**
 * The operator as the machine's reassign target: a disabled account holds no rights, so the machine
 * refuses it as it refuses anyone without the stage's right.
 */
export function reassignTargetOf(operator: ReviewOperator): WorkflowActor {
  return {
    kind: 'operator',
    id: operator.id,
    name: [...operator.name].slice(0, 50).join(''),
    rights: operator.enabled ? operator.rights : [],
  };
}

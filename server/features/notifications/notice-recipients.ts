/**
 * Finds the people a notice is addressed to: the applicant (a legal person's user), one operator, or
 * every enabled operator whose role holds a review right (the rights live on the role, so a change of
 * role changes who is told from the next notice on).
 */
import { and, arrayContains, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { operators, roles } from '../../db/schema';
import type { NoticeAudience } from './notice-draft';

export interface NoticeRecipient {
  readonly kind: 'primary' | 'second';
  readonly id: string;
}

export async function operatorsHolding(
  db: Queryable,
  right: string,
  excludingId: string | null,
): Promise<NoticeRecipient[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(
      and(
        eq(operators.status, 'enabled'),
        arrayContains(roles.rights, [right]),
        excludingId === null ? undefined : ne(operators.id, excludingId),
      ),
    )
    .orderBy(operators.id);
  return rows.map((row) => ({ kind: 'primary', id: row.id }));
}

export async function recipientsOf(
  db: Queryable,
  audience: NoticeAudience,
): Promise<NoticeRecipient[]> {
  switch (audience.kind) {
    case 'applicant':
      return [{ kind: 'second', id: audience.applicantId }];
    case 'operator':
      return [{ kind: 'primary', id: audience.operatorId }];
    case 'reviewers':
      return operatorsHolding(db, audience.right, audience.excludingId);
  }
}

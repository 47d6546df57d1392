/**
 * Corporate users are known from the government SSO: the first sign-in of a legal person creates its
 * row, later sign-ins refresh what the SSO says about it (the acting person, name, phone may change).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { corporateUsers } from '../../../db/schema';

export interface LegalPersonIdentity {
  readonly subject: string;
  readonly name: string;
  readonly corName: string;
  readonly creditCode: string;
  readonly phone: string;
}

export type CorporateUserRow = typeof corporateUsers.$inferSelect;

/** Creates or updates the legal person's row and records the sign-in. */
export async function recordCorporateSignIn(
  db: Database,
  identity: LegalPersonIdentity,
  now: Date,
): Promise<CorporateUserRow> {
  const [row] = await db
    .insert(corporateUsers)
    .values({ ...identity, createdAt: now, updatedAt: now, lastLoginAt: now })
    .onConflictDoUpdate({
      target: corporateUsers.subject,
      set: {
        name: sql`excluded.name`,
        corName: sql`excluded.cor_name`,
        creditCode: sql`excluded.credit_code`,
        phone: sql`excluded.phone`,
        updatedAt: now,
        lastLoginAt: now,
      },
    })
    .returning();
  if (row === undefined) throw new Error('the corporate user was not stored');
  return row;
}

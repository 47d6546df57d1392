/**
 * The account side of wrong passwords: `failed_logins` counts the wrong passwords since the last
 * successful login, and every `failuresPerLock`-th of them locks the account (`locked_until`) for the
 * length of that lock's place in the row (lockout-rules.ts). The operator's row is locked while a
 * failure is counted, so parallel wrong passwords count one after the other; one that arrives after
 * another has locked the account is not counted, so a burst cannot stack locks.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { operators } from '../../../db/schema';
import { lockLengthMs, lockoutRules } from './lockout-rules';

export interface AccountLock {
  readonly lockedUntil: Date;
  /** The lock's place in the row since the last successful login (1 for the first). */
  readonly lockNumber: number;
  readonly lengthMs: number;
}

export type WrongPasswordOutcome =
  | { readonly kind: 'counted' }
  /** This wrong password locked the account. */
  | ({ readonly kind: 'locked' } & AccountLock)
  /** Another request locked the account a moment ago: this one is not counted. */
  | { readonly kind: 'alreadyLocked'; readonly lockedUntil: Date };

export async function countWrongPassword(
  db: Database,
  operatorId: string,
  now: Date,
): Promise<WrongPasswordOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failedLogins: operators.failedLogins, lockedUntil: operators.lockedUntil })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .for('update');
    if (row === undefined) return { kind: 'counted' };
    const { lockedUntil } = row;
    if (lockedUntil !== null && lockedUntil.getTime() > now.getTime()) {
      return { kind: 'alreadyLocked', lockedUntil };
    }
    const forgotten =
      lockedUntil !== null && now.getTime() - lockedUntil.getTime() >= lockoutRules.lockMemoryMs;
    const failures = (forgotten ? 0 : row.failedLogins) + 1;
    if (failures % lockoutRules.failuresPerLock !== 0) {
      await tx
        .update(operators)
        .set({ failedLogins: failures, lockedUntil: forgotten ? null : lockedUntil })
        .where(eq(operators.id, operatorId));
      return { kind: 'counted' };
    }
    const lockNumber = failures / lockoutRules.failuresPerLock;
    const lengthMs = lockLengthMs(lockNumber);
    const until = new Date(now.getTime() + lengthMs);
    await tx
      .update(operators)
      .set({ failedLogins: failures, lockedUntil: until })
      .where(eq(operators.id, operatorId));
    return { kind: 'locked', lockedUntil: until, lockNumber, lengthMs };
  });
}

/** A right password: the count starts over and any lock that has ended is forgotten. */
export async function clearWrongPasswords(db: Database, operatorId: string): Promise<void> {
  await db
    .update(operators)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(operators.id, operatorId));
}

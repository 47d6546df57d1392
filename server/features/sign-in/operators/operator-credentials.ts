/**
 * Checks an operator's account and password, the first part of every step of the operator login.
 * A wrong account and a wrong password get the same answer (and take the same time), so the answer
 * does not reveal which accounts exist. Consecutive wrong passwords lock the account; a right one
 * resets the count. A disabled account is refused only after a right password, for the same reason.
 */
import { eq, sql } from 'drizzle-orm';
import { EnvelopeCode } from '../../../../openapi/envelope-codes';
import type { Database } from '../../../db/database';
import { operators } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../account/password-hash';
import { lockedMessage, lockoutRules } from './lockout-rules';

export type OperatorRow = typeof operators.$inferSelect;

/** Why the credentials were refused, for the security log; the caller only sees code and message. */
export type CredentialsRefusalReason = 'unknownAccount' | 'wrongPassword' | 'locked' | 'disabled';

/** A refusal of account and password, telling the security log whose account it was (if any). */
export class CredentialsRefusal extends AppError {
  constructor(
    code: number,
    msg: string,
    readonly reason: CredentialsRefusalReason,
    readonly operator: Pick<OperatorRow, 'id' | 'name' | 'account'> | null,
  ) {
    super(code, msg);
  }
}

export const wrongCredentialsMessage = '账号或密码错误';
export const disabledAccountMessage = '账号已被停用，请联系平台管理员';

/** Counts a wrong password; the one that reaches the limit locks the account and starts a new count. */
async function countFailure(db: Database, operatorId: string, now: Date): Promise<Date | null> {
  const lockUntil = new Date(now.getTime() + lockoutRules.lockMs);
  const reachesLimit = sql`${operators.failedLogins} + 1 >= ${lockoutRules.maxConsecutiveFailures}`;
  const [row] = await db
    .update(operators)
    .set({
      failedLogins: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${operators.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${operators.lockedUntil} END`,
    })
    .where(eq(operators.id, operatorId))
    .returning({ lockedUntil: operators.lockedUntil });
  return row?.lockedUntil !== undefined &&
    row.lockedUntil !== null &&
    row.lockedUntil.getTime() > now.getTime()
    ? row.lockedUntil
    : null;
}

/** The operator whose account and password these are, or the refusal (4000, 4290, 1001). */
export async function verifyOperatorCredentials(
  db: Database,
  credentials: { account: string; password: string },
  now: Date,
): Promise<OperatorRow> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.account, credentials.account))
    .limit(1);
  if (operator === undefined) {
    await verifyAgainstDecoy(credentials.password);
    throw new CredentialsRefusal(
      EnvelopeCode.invalidRequest,
      wrongCredentialsMessage,
      'unknownAccount',
      null,
    );
  }
  if (operator.lockedUntil !== null && operator.lockedUntil.getTime() > now.getTime()) {
    throw new CredentialsRefusal(
      EnvelopeCode.tooManyRequests,
      lockedMessage(operator.lockedUntil, now),
      'locked',
      operator,
    );
  }
  if (!(await verifyPassword(credentials.password, operator.passwordHash))) {
    const lockedUntil = await countFailure(db, operator.id, now);
    if (lockedUntil !== null) {
      throw new CredentialsRefusal(
        EnvelopeCode.tooManyRequests,
        lockedMessage(lockedUntil, now),
        'locked',
        operator,
      );
    }
    throw new CredentialsRefusal(
      EnvelopeCode.invalidRequest,
      wrongCredentialsMessage,
      'wrongPassword',
      operator,
    );
  }
  if (operator.failedLogins > 0 || operator.lockedUntil !== null) {
    await db
      .update(operators)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(operators.id, operator.id));
  }
  if (operator.status === 'disabled') {
    throw new CredentialsRefusal(
      EnvelopeCode.sessionRevoked,
      disabledAccountMessage,
      'disabled',
      operator,
    );
  }
  return { ...operator, failedLogins: 0, lockedUntil: null };
}

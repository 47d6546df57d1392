/**
 * Checks an operator's account and password, the first part of every step of the operator login.
 * A wrong account and a wrong password get the same answer (and take the same time), so the answer
 * does not reveal which accounts exist. Before the password is read the attempt must pass the
 * per-address limits (password-attempt-limits.ts) and the account must not be locked; a wrong
 * password counts towards the account's progressive lock (account-lock.ts), a right one resets it.
 * A disabled account is refused only after a right password, for the same reason.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../../openapi/envelope-codes';
import type { Database } from '../../../db/database';
import { operators } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../account/password-hash';
import { clearWrongPasswords, countWrongPassword, type AccountLock } from './account-lock';
import { lockedMessage, throttledMessage } from './lockout-rules';
import {
  admitPasswordAttempt,
  type AttemptPlaces,
  type ThrottleScope,
} from './password-attempt-limits';

export type OperatorRow = typeof operators.$inferSelect;

/** Why the credentials were refused, for the security log; the caller only sees code and message. */
export type CredentialsRefusalReason =
  | 'unknownAccount'
  | 'wrongPassword'
  /** The account was locked already; the password was not read. */
  | 'locked'
  /** This wrong password locked the account. */
  | 'lockedNow'
  /** The address (or the account name at the address) is over its limit; nothing was read. */
  | 'throttled'
  | 'disabled';

/** What the security log says about a lock or a limit. */
export interface RefusalFacts {
  readonly lock?: AccountLock;
  readonly lockedUntil?: Date;
  readonly throttle?: { readonly scope: ThrottleScope; readonly limit: number };
}

/** A refusal of account and password, telling the security log whose account it was (if any). */
export class CredentialsRefusal extends AppError {
  constructor(
    code: number,
    msg: string,
    readonly reason: CredentialsRefusalReason,
    readonly operator: Pick<OperatorRow, 'id' | 'name' | 'account'> | null,
    readonly facts: RefusalFacts = {},
  ) {
    // The login's limits are answered like the other rate limits: HTTP 429.
    super(code, msg, code === EnvelopeCode.tooManyRequests ? 429 : 200);
  }
}

export const wrongCredentialsMessage = '账号或密码错误';
export const disabledAccountMessage = '账号已被停用，请联系平台管理员';

/** Where the attempt comes from, and the configured limit per address. */
export interface PasswordAttemptContext {
  readonly now: Date;
  readonly address: string;
  readonly limitPerAddress: number;
}

/**
 * A wrong account or password. When the attempt took the last place of an address limit the answer
 * says so already, alike for known and unknown accounts.
 */
function failure(
  reason: 'unknownAccount' | 'wrongPassword',
  operator: OperatorRow | null,
  places: AttemptPlaces,
): CredentialsRefusal {
  if (places.lastPlaceWaitMs !== null) {
    return new CredentialsRefusal(
      EnvelopeCode.tooManyRequests,
      throttledMessage(places.lastPlaceWaitMs),
      reason,
      operator,
    );
  }
  return new CredentialsRefusal(
    EnvelopeCode.invalidRequest,
    wrongCredentialsMessage,
    reason,
    operator,
  );
}

/** The operator whose account and password these are, or the refusal (4000, 4290, 1001). */
export async function verifyOperatorCredentials(
  db: Database,
  credentials: { account: string; password: string },
  context: PasswordAttemptContext,
): Promise<OperatorRow> {
  const { now } = context;
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.account, credentials.account))
    .limit(1);
  const admission = await admitPasswordAttempt(db, {
    account: credentials.account,
    address: context.address,
    now,
    limitPerAddress: context.limitPerAddress,
  });
  if (!admission.admitted) {
    throw new CredentialsRefusal(
      EnvelopeCode.tooManyRequests,
      throttledMessage(admission.waitMs),
      'throttled',
      operator ?? null,
      { throttle: { scope: admission.scope, limit: admission.limit } },
    );
  }
  const { places } = admission;
  if (operator === undefined) {
    await verifyAgainstDecoy(credentials.password);
    throw failure('unknownAccount', null, places);
  }
  if (operator.lockedUntil !== null && operator.lockedUntil.getTime() > now.getTime()) {
    await places.giveBackAccountPlace();
    throw new CredentialsRefusal(
      EnvelopeCode.tooManyRequests,
      lockedMessage(operator.lockedUntil, now),
      'locked',
      operator,
      { lockedUntil: operator.lockedUntil },
    );
  }
  if (!(await verifyPassword(credentials.password, operator.passwordHash))) {
    const outcome = await countWrongPassword(db, operator.id, now);
    if (outcome.kind === 'counted') throw failure('wrongPassword', operator, places);
    const lockWaitMs = outcome.lockedUntil.getTime() - now.getTime();
    const waitMs = Math.max(lockWaitMs, places.lastPlaceWaitMs ?? 0);
    const msg =
      waitMs > lockWaitMs ? throttledMessage(waitMs) : lockedMessage(outcome.lockedUntil, now);
    if (outcome.kind === 'alreadyLocked') {
      throw new CredentialsRefusal(EnvelopeCode.tooManyRequests, msg, 'locked', operator, {
        lockedUntil: outcome.lockedUntil,
      });
    }
    throw new CredentialsRefusal(EnvelopeCode.tooManyRequests, msg, 'lockedNow', operator, {
      lock: outcome,
    });
  }
  await places.release();
  if (operator.failedLogins > 0 || operator.lockedUntil !== null) {
    await clearWrongPasswords(db, operator.id);
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

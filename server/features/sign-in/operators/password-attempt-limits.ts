/**
 * The limits on failed operator password attempts that do not depend on the account's own state: per
 * client address, whatever the account names (LOGIN_FAILURE_LIMIT_PER_ADDRESS in ten minutes), and
 * per account name at one address (one lock's worth). Both are kept in the shared fixed-window
 * counters. An attempt takes its place in both counts before its password is read, so parallel
 * requests cannot slip past a limit on an old count; an attempt that proves the password gives its
 * places back (and clears the account name's count at that address), so only failures stay counted.
 * Refused attempts count against the address too: a flood from one address throttles it.
 */
import type { Database } from '../../../db/database';
import { clearHits, countHit, giveBackHit } from '../../../kernel/fixed-window-counter';
import { lockoutRules } from './lockout-rules';

export type ThrottleScope = 'address' | 'accountAtAddress';

export interface PasswordAttemptSource {
  /** The account name as typed (an unknown one is limited alike, so the answer tells nothing). */
  readonly account: string;
  /** The client's address (`request.ip`, which honours TRUST_PROXY). */
  readonly address: string;
  readonly now: Date;
  readonly limitPerAddress: number;
}

/** The places an admitted attempt holds in the counts. */
export interface AttemptPlaces {
  /** Set when this attempt used the last place of a count: how long until that count's window ends. */
  readonly lastPlaceWaitMs: number | null;
  /** The password was right: the attempt was no failure. */
  release(): Promise<void>;
  /** The attempt was refused unread (a locked account): not a failure of the account at this address. */
  giveBackAccountPlace(): Promise<void>;
}

export type AttemptAdmission =
  | { readonly admitted: true; readonly places: AttemptPlaces }
  | {
      readonly admitted: false;
      readonly scope: ThrottleScope;
      /** The limit of the count that refused it, per `lockoutRules.addressWindowMs`. */
      readonly limit: number;
      readonly waitMs: number;
    };

function keysOf(source: PasswordAttemptSource) {
  return {
    address: `login-failures:address:${source.address}`,
    accountAtAddress: `login-failures:account-at-address:${JSON.stringify([source.address, source.account])}`,
  };
}

export async function admitPasswordAttempt(
  db: Database,
  source: PasswordAttemptSource,
): Promise<AttemptAdmission> {
  const { now, limitPerAddress } = source;
  const windowMs = lockoutRules.addressWindowMs;
  const keys = keysOf(source);
  const byAddress = await countHit(db, keys.address, windowMs, now);
  if (byAddress.hits > limitPerAddress) {
    return {
      admitted: false,
      scope: 'address',
      limit: limitPerAddress,
      waitMs: byAddress.windowRemainingMs,
    };
  }
  const accountLimit = lockoutRules.failuresPerAccountAndAddress;
  const byAccount = await countHit(db, keys.accountAtAddress, windowMs, now);
  if (byAccount.hits > accountLimit) {
    return {
      admitted: false,
      scope: 'accountAtAddress',
      limit: accountLimit,
      waitMs: byAccount.windowRemainingMs,
    };
  }
  const usedLastPlace = byAddress.hits >= limitPerAddress || byAccount.hits >= accountLimit;
  return {
    admitted: true,
    places: {
      // Both counts share the window, so they end together.
      lastPlaceWaitMs: usedLastPlace ? byAccount.windowRemainingMs : null,
      release: async () => {
        await giveBackHit(db, keys.address, windowMs, now);
        await clearHits(db, keys.accountAtAddress);
      },
      giveBackAccountPlace: () => giveBackHit(db, keys.accountAtAddress, windowMs, now),
    },
  };
}

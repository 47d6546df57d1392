/**
 * The operator login's rules on wrong passwords, in one place (messages and security events cite
 * these numbers). The spec fixes none of them; they follow the trusted identity servers' pattern:
 *
 * - every `failuresPerLock` consecutive wrong passwords lock the account, first for `firstLockMs`,
 *   each further lock twice as long up to `maxLockMs`; a successful login starts over, and so does a
 *   quiet `lockMemoryMs` after a lock ended. Wrong passwords sent while it is locked are not read.
 * - per client address, failed attempts are limited whatever the accounts (the configured
 *   LOGIN_FAILURE_LIMIT_PER_ADDRESS), and per account name and address to one lock's worth, so a
 *   single address can lock an account for the first, shortest time only, about once per window.
 */
export const lockoutRules = {
  failuresPerLock: 5,
  firstLockMs: 60 * 1000,
  maxLockMs: 15 * 60 * 1000,
  lockMemoryMs: 5 * 60 * 1000,
  /** The window of the per-address counts. */
  addressWindowMs: 10 * 60 * 1000,
  /** Failed attempts on one account name from one address per window. */
  failuresPerAccountAndAddress: 5,
} as const;

/** How long the n-th lock in a row (1, 2, 3 …) lasts: 1, 2, 4, 8, then 15 minutes. */
export function lockLengthMs(lockNumber: number): number {
  const doubled = lockoutRules.firstLockMs * 2 ** Math.min(Math.max(lockNumber - 1, 0), 20);
  return Math.min(doubled, lockoutRules.maxLockMs);
}

function minutesOf(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 60_000)));
}

export function lockedMessage(lockedUntil: Date, now: Date): string {
  return `账号已锁定，请 ${minutesOf(lockedUntil.getTime() - now.getTime())} 分钟后再试`;
}

/** The answer of an address (or of an account name at an address) over its limit. */
export function throttledMessage(waitMs: number): string {
  return `登录失败次数过多，请 ${minutesOf(waitMs)} 分钟后再试`;
}

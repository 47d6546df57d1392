/** Consecutive wrong passwords lock an operator account for a while (messages cite these numbers). */
export const lockoutRules = {
  maxConsecutiveFailures: 5,
  lockMs: 15 * 60 * 1000,
} as const;

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `账号已锁定，请 ${String(minutes)} 分钟后再试`;
}

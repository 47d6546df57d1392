/** The rules for login SMS codes, in one place (their messages cite these numbers). */
export const smsCodeRules = {
  /** A code is valid this long after it was sent. */
  validMs: 5 * 60 * 1000,
  /** One send per phone per minute. */
  resendAfterMs: 60 * 1000,
  /** At most this many sends per phone per calendar day (China Standard Time). */
  dailyLimit: 10,
  /** A code is void after this many wrong tries. */
  maxWrongTries: 5,
} as const;

const chinaOffsetMs = 8 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Midnight in China (UTC+8, no daylight saving) at the start of the day `now` falls in. */
export function chinaDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs);
}

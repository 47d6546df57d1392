/**
 * Counts hits on a key in fixed windows (e.g. ten minutes from each multiple of ten minutes), stored
 * in `rate_limit_counters` so every instance sharing the database sees the same count. One statement
 * adds the hit and reads the new count (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), so concurrent
 * requests cannot both read an old count. The first hit of a window clears windows long past.
 */
import { lte, sql } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../db/database';
import { rateLimitCounters } from '../db/schema';

export interface CountedHit {
  /** Hits on the key in the current window, this one included. */
  readonly hits: number;
  /** How long until the current window ends. */
  readonly windowRemainingMs: number;
}

export async function countHit(
  db: Database | DatabaseTransaction,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CountedHit> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const windowEnd = new Date(windowStart.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  const hits = row?.hits ?? 1;
  if (hits === 1) await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now));
  return { hits, windowRemainingMs: windowEnd.getTime() - now.getTime() };
}

/**
 * Counts hits on a key in fixed windows (e.g. ten minutes from each multiple of ten minutes), stored
 * in `rate_limit_counters` so every instance sharing the database sees the same count. One statement
 * adds the hit and reads the new count (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), so concurrent
 * requests cannot both read an old count. The first hit of a window clears windows long past.
 * A limit that counts only some outcomes (failed logins) takes its hit first and gives it back when
 * the outcome turns out not to count, so parallel requests cannot all pass on an old count.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../db/database';
import { rateLimitCounters } from '../db/schema';

export interface CountedHit {
  /** Hits on the key in the current window, this one included. */
  readonly hits: number;
  /** How long until the current window ends. */
  readonly windowRemainingMs: number;
}

function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export async function countHit(
  db: Database | DatabaseTransaction,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CountedHit> {
  const windowStart = windowStartOf(now, windowMs);
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

/** Takes back a hit counted with the same key, window length and moment. */
export async function giveBackHit(
  db: Database | DatabaseTransaction,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, windowStartOf(now, windowMs)),
      ),
    );
}

/** Forgets every hit on the key. */
export async function clearHits(db: Database | DatabaseTransaction, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

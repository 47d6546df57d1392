/**
 * Runs the seed steps that this database has not seen yet, all in one transaction: either every new
 * step lands together with its `seed_runs` row, or nothing does. A transaction-scoped advisory lock
 * makes instances that start together against one PostgreSQL database take turns.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { RunMode } from '../../config';
import type { Database } from '../database';
import { seedRuns } from '../schema';
import type { SeedStep } from './seed-step';
import { seedSteps } from './seed-steps';

/** An arbitrary constant shared by every instance: the key of the seeding advisory lock. */
const seedLockKey = 7_320_101;

export interface SeedOutcome {
  /** Names of the steps that ran now; empty when the database was already seeded. */
  readonly applied: readonly string[];
}

export async function runSeed(
  db: Database,
  options: { clock: Clock; mode: RunMode; steps?: readonly SeedStep[] },
): Promise<SeedOutcome> {
  const steps = (options.steps ?? seedSteps).filter((step) => step.modes.includes(options.mode));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    const done = new Set(
      (await tx.select({ step: seedRuns.step }).from(seedRuns)).map((row) => row.step),
    );
    const applied: string[] = [];
    for (const step of steps) {
      if (done.has(step.name)) continue;
      await step.run(tx);
      await tx.insert(seedRuns).values({ step: step.name, appliedAt: options.clock.now() });
      applied.push(step.name);
    }
    return { applied };
  });
}

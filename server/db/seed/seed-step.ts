/**
 * One unit of first-start data. Steps run once per database, in order, inside the seeding transaction;
 * a step added later runs on the next start of an existing database too.
 */
import type { RunMode } from '../../config';
import type { DatabaseTransaction } from '../database';

export interface SeedStep {
  /** Recorded in `seed_runs`; never rename a step that has shipped, or it runs again. */
  readonly name: string;
  /** `demo` steps (demo accounts, sample applications) are skipped in production. */
  readonly modes: readonly RunMode[];
  run(tx: DatabaseTransaction): Promise<void>;
}

/**
 * One unit of first-start data. Steps run once per database, in order, inside the seeding transaction;
 * a step added later runs on the next start of an existing database too.
 */
import type { RunMode } from '../../config';
import type { DatabaseTransaction } from '../database';

/** What a step may need besides the database. */
export interface SeedContext {
  /**
   * The data directory, for files that belong with the rows (entry files live under `files/`);
   * null where the caller seeds a database alone, which steps writing files refuse.
   */
  readonly dataDir: string | null;
}

export interface SeedStep {
  /** Recorded in `seed_runs`; never rename a step that has shipped, or it runs again. */
  readonly name: string;
  /** `demo` steps (demo accounts, sample applications) are skipped in production. */
  readonly modes: readonly RunMode[];
  run(tx: DatabaseTransaction, context: SeedContext): Promise<void>;
}

/**
 * Runs a change of applications in one transaction. Two changes racing for the same application are
 * told apart by the version check of the update; should both still reach the history, its unique index
 * on (application, version) refuses the second row, and that too is a conflict (4090), never a 500.
 */
import type { Database, DatabaseTransaction } from '../../db/database';
import { applicationChanged } from './application-conflict';

const uniqueViolation = '23505';

/** The PostgreSQL error code of a failure, looked up through the query error's causes. */
function postgresCodeOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = current.cause;
  }
  return null;
}

export async function inApplicationTransaction<T>(
  db: Database,
  change: (tx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (postgresCodeOf(error) === uniqueViolation) throw applicationChanged();
    throw error;
  }
}

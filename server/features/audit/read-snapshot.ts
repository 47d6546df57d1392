/**
 * Runs several reads on one snapshot of the database (REPEATABLE READ, read only), so a count and the
 * page or file it announces, or an application and its history, agree even while someone changes them.
 */
import type { Database, DatabaseTransaction } from '../../db/database';

export function readSnapshot<T>(db: Database, read: (tx: DatabaseTransaction) => Promise<T>) {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

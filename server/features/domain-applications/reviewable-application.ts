/**
 * What operators may see: applications that have been submitted at least once. A draft never
 * submitted is still the applicant's own business and is answered as if it did not exist.
 */
import type { Queryable } from '../../db/database';
import { applicationNotFound, findApplication, type ApplicationRecord } from './application-record';

export async function findReviewableApplication(
  db: Queryable,
  id: string,
): Promise<ApplicationRecord> {
  const record = await findApplication(db, id);
  if (record === undefined || record.firstSubmittedAt === null) throw applicationNotFound();
  return record;
}

/**
 * How many domain applications (专区入驻申请) a corporate user has made. Applications are not stored
 * yet — the schema has no table for them — so no user can have made one; once the applications table
 * exists, this becomes a count over it.
 */
import type { Database } from '../../../db/database';

export function countApplicationsOf(_db: Database, _corporateUserId: string): Promise<number> {
  return Promise.resolve(0);
}

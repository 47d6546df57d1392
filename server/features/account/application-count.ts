/** How many domain applications (专区入驻申请) a corporate user has made, drafts included. */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { domainApplications } from '../../db/schema';

export async function countApplicationsOf(db: Database, corporateUserId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(domainApplications)
    .where(eq(domainApplications.applicantId, corporateUserId));
  return row?.total ?? 0;
}

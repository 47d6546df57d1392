/**
 * What the workflow needs to know of an application's domain (restore-context.ts): whether it accepts
 * applications and its current commitment (承诺书) version. The domain's row is share-locked for the
 * rest of the transaction, so closing the domain or publishing a new commitment (both lock it for
 * update) waits for a submission in progress, and a submission never passes on what just changed.
 */
import { eq, max } from 'drizzle-orm';
import type { DomainFacts } from '../../../machines/domain-application/restore-context';
import type { DatabaseTransaction } from '../../db/database';
import { domainCommitments, domains } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';

export async function domainFactsOf(
  tx: DatabaseTransaction,
  domainId: string,
): Promise<DomainFacts> {
  const [domain] = await tx
    .select({ acceptingApplications: domains.acceptingApplications })
    .from(domains)
    .where(eq(domains.id, domainId))
    .for('share');
  if (domain === undefined) throw recordNotFound('数据专区');
  const [current] = await tx
    .select({ version: max(domainCommitments.version) })
    .from(domainCommitments)
    .where(eq(domainCommitments.domainId, domainId));
  return {
    acceptingApplications: domain.acceptingApplications,
    commitmentVersion: current?.version ?? null,
  };
}

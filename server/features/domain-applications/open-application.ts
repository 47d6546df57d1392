/**
 * One unfinished application (draft, in review or returned) per legal person and domain. The check
 * and the write that follows it hold a transaction-scoped advisory lock on the pair, so two requests
 * at once cannot both pass it, on PGlite and PostgreSQL alike.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { DatabaseTransaction } from '../../db/database';
import { domainApplications } from '../../db/schema';
import { AppError } from '../../http/app-error';

const unfinishedStates = ['draft', 'firstReview', 'finalReview', 'returned'] as const;

export async function assertNoOpenApplication(
  tx: DatabaseTransaction,
  pair: { applicantId: string; domainId: string },
  /** The application being revised, which is itself still open. */
  exceptId: string | null,
): Promise<void> {
  const lockName = `domain-application:${pair.applicantId}:${pair.domainId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockName}))`);
  const [open] = await tx
    .select({ id: domainApplications.id })
    .from(domainApplications)
    .where(
      and(
        eq(domainApplications.applicantId, pair.applicantId),
        eq(domainApplications.domainId, pair.domainId),
        inArray(domainApplications.state, [...unfinishedStates]),
        exceptId === null ? undefined : ne(domainApplications.id, exceptId),
      ),
    )
    .limit(1);
  if (open !== undefined) {
    throw new AppError(
      EnvelopeCode.conflict,
      '本单位在该专区已有未办结的入驻申请（草稿、审核中或退回修改），请继续办理该申请',
    );
  }
}

/**
 * What a stored workflow transition tells people, run inside the transition's transaction right after
 * the application row and its history row are written: the notices are written there too (so they
 * exist exactly when the change does), and the applicant's result message is handed back to be sent
 * once the transaction has committed.
 */
import { eq } from 'drizzle-orm';
import type { TransitionAccepted } from '../../../machines/domain-application/decide';
import type { DatabaseTransaction } from '../../db/database';
import { corporateUsers, domainApplications, domains } from '../../db/schema';
import { resultSmsOf, type ResultSms } from './result-sms';
import { transitionNotices, type ClaimantName } from './transition-notices';
import { writeNotices } from './write-notices';

export async function notifyTransition(
  tx: DatabaseTransaction,
  applicationId: string,
  decision: TransitionAccepted,
  now: Date,
  /** Who held the case before the transition (a 改派 tells them it moved away). */
  previousClaimant: ClaimantName | null,
): Promise<ResultSms | null> {
  // Read after the write: a first submission has just been given its 受理编号.
  const [subject] = await tx
    .select({
      applicationId: domainApplications.id,
      caseNumber: domainApplications.caseNumber,
      domainName: domains.name,
      corName: corporateUsers.corName,
      applicantId: domainApplications.applicantId,
      contactPhone: domainApplications.contactPhone,
    })
    .from(domainApplications)
    .innerJoin(domains, eq(domains.id, domainApplications.domainId))
    .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
    .where(eq(domainApplications.id, applicationId));
  if (subject === undefined) return null;
  const { historyRow } = decision;
  await writeNotices(
    tx,
    transitionNotices(subject, {
      from: historyRow.from,
      to: historyRow.to,
      event: historyRow.event,
      comment: historyRow.comment,
      firstReviewerId: decision.context.firstReviewerId,
      actorName: historyRow.actorName,
      previousClaimant,
      claimant:
        decision.context.claimantId === null
          ? null
          : { id: decision.context.claimantId, name: decision.context.claimantName ?? '' },
    }),
    now,
  );
  return historyRow.from === historyRow.to
    ? null
    : resultSmsOf(subject, historyRow.to, subject.contactPhone);
}

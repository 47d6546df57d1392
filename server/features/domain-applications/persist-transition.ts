/**
 * Writes what the workflow machine decided: the application row (stage, round, claimant, timestamps,
 * version + 1 — only while the version is still the one read) and the history row carrying the
 * version reached. Callers run it inside one transaction, so either both land or neither does.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  TransitionAccepted,
  TransitionHistoryRow,
} from '../../../machines/domain-application/decide';
import type { DatabaseTransaction } from '../../db/database';
import { domainApplicationHistory, domainApplications } from '../../db/schema';
import { applicationChanged } from './application-conflict';
import { caseNumberOnSubmit } from './case-number';

/** What the write needs to know of the application as it was read. */
export interface ReadApplication {
  readonly id: string;
  readonly version: number;
  readonly firstSubmittedAt: Date | null;
}

export function historyValues(
  applicationId: string,
  row: TransitionHistoryRow,
  version: number,
  at: Date,
): typeof domainApplicationHistory.$inferInsert {
  return {
    applicationId,
    round: row.round,
    fromState: row.from,
    event: row.event,
    toState: row.to,
    actorKind: row.actorUserType,
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    comment: row.comment,
    commitmentVersion: row.commitmentVersion,
    version,
    at,
  };
}

/**
 * The timestamps a transition moves: a submission starts the round's clock (and the first one is kept
 * for the transparency figures, as is the case number the first one gives); a final decision (approved, or rejected at either stage) is dated;
 * a revision opens a round that has neither yet.
 */
function timestampsOf(
  decision: TransitionAccepted,
  read: ReadApplication,
  now: Date,
): PgUpdateSetSource<typeof domainApplications> {
  switch (decision.historyRow.event) {
    case 'submit':
      return {
        submittedAt: now,
        firstSubmittedAt: read.firstSubmittedAt ?? now,
        caseNumber: caseNumberOnSubmit(now),
      };
    case 'revise':
      return { submittedAt: null, decidedAt: null };
    default:
      return decision.to === 'approved' || decision.to === 'rejected' ? { decidedAt: now } : {};
  }
}

/**
 * Who holds the case (认领) after the transition, as the machine's context says: a claim or a reassign
 * dates the hold, a release or a decided stage clears it, anything else leaves the hold as it was.
 */
function claimOf(
  decision: TransitionAccepted,
  now: Date,
): Partial<typeof domainApplications.$inferInsert> {
  const { claimantId, claimantName } = decision.context;
  if (claimantId === null) return { claimedById: null, claimedByName: null, claimedAt: null };
  const event = decision.historyRow.event;
  if (event === 'claim' || event === 'reassign') {
    return { claimedById: claimantId, claimedByName: claimantName, claimedAt: now };
  }
  return {};
}

export async function persistTransition(
  tx: DatabaseTransaction,
  read: ReadApplication,
  decision: TransitionAccepted,
  now: Date,
  /** A fixed id for the history row (demo data keeps its ids stable); the database makes one else. */
  historyId?: string,
): Promise<void> {
  const updated = await tx
    .update(domainApplications)
    .set({
      state: decision.to,
      round: decision.context.round,
      version: sql`${domainApplications.version} + 1`,
      // 认领, 释放 and 改派 stay in the stage: its clock (the time limit) keeps running.
      ...(decision.to === decision.from ? {} : { stateEnteredAt: now }),
      updatedAt: now,
      ...timestampsOf(decision, read, now),
      ...claimOf(decision, now),
    })
    .where(and(eq(domainApplications.id, read.id), eq(domainApplications.version, read.version)))
    .returning({ id: domainApplications.id });
  if (updated.length === 0) throw applicationChanged();
  await tx.insert(domainApplicationHistory).values({
    ...historyValues(read.id, decision.historyRow, read.version + 1, now),
    ...(historyId === undefined ? {} : { id: historyId }),
  });
}

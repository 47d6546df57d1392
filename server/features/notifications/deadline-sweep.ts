/**
 * The deadline sweep: looks at every case waiting in a review stage and writes the reminders that are
 * due (one working day left, overdue) and not yet written. Every server instance runs it on its own
 * timer; the reminders' dedupe keys (ON CONFLICT DO NOTHING) make two sweeps at the same moment write
 * each reminder once. Answers how many notices were new.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isReviewStage } from '../../../machines/domain-application/review-deadline';
import type { Database } from '../../db/database';
import {
  corporateUsers,
  domainApplicationHistory,
  domainApplications,
  domains,
} from '../../db/schema';
import { reviewCalendar } from '../domain-applications/review-calendar';
import { deadlineNotice, type WaitingCase } from './deadline-notices';
import { deadlineReminderOf } from './deadline-reminder';
import type { NoticeDraft } from './notice-draft';
import { writeNotices } from './write-notices';

/** Who approved the first review of each case's current round, for cases in final review. */
async function firstReviewersOf(
  db: Database,
  cases: readonly { id: string; round: number }[],
): Promise<Map<string, string>> {
  if (cases.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: domainApplicationHistory.applicationId,
      round: domainApplicationHistory.round,
      actorId: domainApplicationHistory.actorId,
    })
    .from(domainApplicationHistory)
    .where(
      and(
        inArray(
          domainApplicationHistory.applicationId,
          cases.map((item) => item.id),
        ),
        eq(domainApplicationHistory.fromState, 'firstReview'),
        eq(domainApplicationHistory.event, 'approve'),
      ),
    );
  const rounds = new Map(cases.map((item) => [item.id, item.round]));
  return new Map(
    rows
      .filter((row) => rounds.get(row.applicationId) === row.round)
      .map((row) => [row.applicationId, row.actorId]),
  );
}

export async function sweepReviewDeadlines(db: Database, now: Date): Promise<number> {
  const waiting = await db
    .select({
      id: domainApplications.id,
      state: domainApplications.state,
      round: domainApplications.round,
      stateEnteredAt: domainApplications.stateEnteredAt,
      caseNumber: domainApplications.caseNumber,
      claimedById: domainApplications.claimedById,
      domainName: domains.name,
      firstReviewDays: domains.firstReviewDays,
      finalReviewDays: domains.finalReviewDays,
      corName: corporateUsers.corName,
    })
    .from(domainApplications)
    .innerJoin(domains, eq(domains.id, domainApplications.domainId))
    .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
    .where(inArray(domainApplications.state, ['firstReview', 'finalReview']));

  const due = waiting.flatMap((row) => {
    if (!isReviewStage(row.state)) return [];
    const stage = row.state;
    const reviewDays = stage === 'firstReview' ? row.firstReviewDays : row.finalReviewDays;
    const reminder = deadlineReminderOf(
      { stage, stateEnteredAt: row.stateEnteredAt, reviewDays },
      now,
      reviewCalendar,
    );
    return reminder === null ? [] : [{ row, stage, reminder }];
  });
  const firstReviewers = await firstReviewersOf(
    db,
    due
      .filter((item) => item.stage === 'finalReview' && item.row.claimedById === null)
      .map((item) => item.row),
  );

  const drafts: NoticeDraft[] = due.map(({ row, stage, reminder }) => {
    const subject: WaitingCase = {
      applicationId: row.id,
      caseNumber: row.caseNumber,
      domainName: row.domainName,
      corName: row.corName,
      stage,
      round: row.round,
      claimedById: row.claimedById,
      firstReviewerId: firstReviewers.get(row.id) ?? null,
    };
    return deadlineNotice(subject, reminder);
  });
  return writeNotices(db, drafts, now);
}

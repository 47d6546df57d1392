/**
 * The history of an application, oldest first: for the answers (the contract's `HistoryRow`) and for
 * restoring the workflow's context before a transition (restore-context.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import { domainApplicationHistory } from '../../db/schema';
import type { Queryable } from '../../db/database';

type HistoryRow = components['schemas']['HistoryRow'];

export type StoredHistoryRow = typeof domainApplicationHistory.$inferSelect;

/** Every row of the application; the version a transition reached orders them exactly. */
export function loadHistory(db: Queryable, applicationId: string): Promise<StoredHistoryRow[]> {
  return db
    .select()
    .from(domainApplicationHistory)
    .where(eq(domainApplicationHistory.applicationId, applicationId))
    .orderBy(asc(domainApplicationHistory.version));
}

export function toHistoryRow(row: StoredHistoryRow): HistoryRow {
  return {
    id: row.id,
    from: row.fromState,
    event: row.event,
    to: row.toState,
    actorName: row.actorName,
    actorRole: row.actorRole,
    at: row.at.toISOString(),
    comment: row.comment,
    round: row.round,
    commitmentVersion: row.commitmentVersion,
  };
}

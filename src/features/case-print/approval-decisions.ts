/**
 * The decisions an approval notice lists: the 初审 and 终审 approvals of the round that was approved
 * (an application revised after a rejection was approved in its last round; earlier rounds' decisions
 * are history, not the grounds of the approval), and the moment of the final approval.
 */
import type { components } from '@openapi/schema';

type HistoryRow = components['schemas']['HistoryRow'];

export interface ApprovalDecision {
  readonly stage: 'firstReview' | 'finalReview';
  readonly actorName: string;
  readonly at: string;
  readonly comment: string | null;
}

export function approvalDecisions(
  history: readonly HistoryRow[],
  round: number,
): ApprovalDecision[] {
  return history
    .filter(
      (row): row is HistoryRow & { from: 'firstReview' | 'finalReview' } =>
        row.event === 'approve' &&
        row.round === round &&
        (row.from === 'firstReview' || row.from === 'finalReview'),
    )
    .map((row) => ({
      stage: row.from,
      actorName: row.actorName,
      at: row.at,
      comment: row.comment,
    }));
}

/** When the final review approved the round, or null while it has not. */
export function approvedAt(history: readonly HistoryRow[], round: number): string | null {
  const final = approvalDecisions(history, round).filter((row) => row.stage === 'finalReview');
  return final.at(-1)?.at ?? null;
}

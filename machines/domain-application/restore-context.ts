/**
 * The machine's context rebuilt from what the store keeps: the application row has its owner and round;
 * the first reviewer of the round is read from the history, where every first-review approval is a row.
 */
import type {
  ActorRole,
  DomainApplicationContext,
  HistoryEventType,
} from './domain-application.types';

/** The fields of a stored history row this needs (the table's and the contract's names agree on them). */
export type HistoryFacts = {
  round: number;
  event: HistoryEventType;
  actorRole: ActorRole;
  actorId: string;
};

/** Who approved the first review of the given round, or null when nobody has (yet). */
export function firstReviewerOfRound(
  history: readonly HistoryFacts[],
  round: number,
): string | null {
  let reviewer: string | null = null;
  for (const row of history) {
    if (row.round === round && row.event === 'approve' && row.actorRole === 'firstReviewer') {
      reviewer = row.actorId;
    }
  }
  return reviewer;
}

export function restoreContext(
  application: { applicantId: string; round: number },
  history: readonly HistoryFacts[],
): DomainApplicationContext {
  return {
    applicantId: application.applicantId,
    round: application.round,
    firstReviewerId: firstReviewerOfRound(history, application.round),
  };
}

/**
 * The machine's context rebuilt from what the store keeps: the application row has its owner, round and
 * claimant (认领, null when unclaimed); the first reviewer of the round is read from the history, where
 * every first-review approval is a row; the domain's accepting state and current commitment version
 * come from the domain as it stands now.
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

/** The fields of a stored application row this needs; a row without the claim columns is unclaimed. */
export type ApplicationFacts = {
  applicantId: string;
  round: number;
  claimedById?: string | null;
  claimedByName?: string | null;
};

/**
 * What a submission answers to in the application's domain, as the server reads it with the
 * application: whether it accepts applications, and its current commitment (承诺书) version.
 */
export type DomainFacts = {
  acceptingApplications: boolean;
  commitmentVersion: number | null;
};

export function restoreContext(
  application: ApplicationFacts,
  history: readonly HistoryFacts[],
  domain: DomainFacts,
): DomainApplicationContext {
  const claimantId = application.claimedById ?? null;
  return {
    domainAccepting: domain.acceptingApplications,
    commitmentVersion: domain.commitmentVersion,
    applicantId: application.applicantId,
    round: application.round,
    firstReviewerId: firstReviewerOfRound(history, application.round),
    claimantId,
    claimantName: claimantId === null ? null : (application.claimedByName ?? null),
  };
}

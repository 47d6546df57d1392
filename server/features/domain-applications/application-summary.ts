/** An application as lists show it (the contract's `ApplicationSummary`). */
import type { components } from '@openapi/schema';
import type { ApplicationRecord } from './application-record';
import { reviewTimingOf } from './review-timing';

type ApplicationSummary = components['schemas']['ApplicationSummary'];

export function toApplicationSummary(record: ApplicationRecord, now: Date): ApplicationSummary {
  return {
    id: record.id,
    caseNumber: record.caseNumber,
    domainId: record.domainId,
    domainName: record.domainName,
    corName: record.corName,
    scenario: record.scenario,
    state: record.state,
    round: record.round,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    submittedAt: record.submittedAt?.toISOString() ?? null,
    stateEnteredAt: record.stateEnteredAt.toISOString(),
    ...reviewTimingOf(record, now),
    claimedById: record.claimedById,
    claimedByName: record.claimedByName,
    claimedAt: record.claimedAt?.toISOString() ?? null,
  };
}

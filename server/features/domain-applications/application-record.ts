/**
 * An application as the handlers read it: the row with its domain's name and time limits and the legal
 * person who applied. Every read of one application for a change or an answer goes through here.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseTransaction, Queryable } from '../../db/database';
import { corporateUsers, domainApplications, domains } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';

export const applicationColumns = {
  id: domainApplications.id,
  domainId: domainApplications.domainId,
  caseNumber: domainApplications.caseNumber,
  domainName: domains.name,
  firstReviewDays: domains.firstReviewDays,
  finalReviewDays: domains.finalReviewDays,
  applicantId: domainApplications.applicantId,
  corName: corporateUsers.corName,
  creditCode: corporateUsers.creditCode,
  scenario: domainApplications.scenario,
  contactName: domainApplications.contactName,
  contactPhone: domainApplications.contactPhone,
  state: domainApplications.state,
  round: domainApplications.round,
  version: domainApplications.version,
  submittedAt: domainApplications.submittedAt,
  firstSubmittedAt: domainApplications.firstSubmittedAt,
  stateEnteredAt: domainApplications.stateEnteredAt,
  claimedById: domainApplications.claimedById,
  claimedByName: domainApplications.claimedByName,
  claimedAt: domainApplications.claimedAt,
  createdAt: domainApplications.createdAt,
  updatedAt: domainApplications.updatedAt,
};

export interface ApplicationRecord {
  readonly id: string;
  readonly domainId: string;
  /** 受理编号; null until the first submission. */
  readonly caseNumber: string | null;
  readonly domainName: string;
  readonly firstReviewDays: number;
  readonly finalReviewDays: number;
  readonly applicantId: string;
  readonly corName: string;
  readonly creditCode: string;
  readonly scenario: string;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly state: (typeof domainApplications.state.enumValues)[number];
  readonly round: number;
  readonly version: number;
  readonly submittedAt: Date | null;
  readonly firstSubmittedAt: Date | null;
  readonly stateEnteredAt: Date;
  /** Who holds the case in its review stage (认领), and since when; null when nobody does. */
  readonly claimedById: string | null;
  readonly claimedByName: string | null;
  readonly claimedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The application with its domain and applicant joined in; the FROM clause every read shares. */
export function selectApplications(db: Queryable) {
  return db
    .select(applicationColumns)
    .from(domainApplications)
    .innerJoin(domains, eq(domains.id, domainApplications.domainId))
    .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId));
}

export const applicationNotFound = () => recordNotFound('专区入驻申请');

export async function findApplication(
  db: Queryable,
  id: string,
): Promise<ApplicationRecord | undefined> {
  const [record] = await selectApplications(db).where(eq(domainApplications.id, id));
  return record;
}

/**
 * One of the caller's own applications. Another legal person's application is answered exactly like
 * one that does not exist, so ids cannot be probed.
 */
export async function findOwnApplication(
  db: Queryable,
  id: string,
  applicantId: string,
): Promise<ApplicationRecord> {
  const record = await findApplication(db, id);
  if (record === undefined || record.applicantId !== applicantId) throw applicationNotFound();
  return record;
}

/**
 * Locks the application's row until the transaction ends (nothing when there is no such row), so a
 * change reads, checks and writes it without an entry file being added or removed in between; two
 * changes of one application then take turns, and the later one finds the version moved on.
 */
export async function lockApplicationRow(tx: DatabaseTransaction, id: string): Promise<void> {
  await tx
    .select({ id: domainApplications.id })
    .from(domainApplications)
    .where(eq(domainApplications.id, id))
    .for('update');
}

/**
 * The filters the auditors' view selects applications by (DESIGN §5): domain, current state, creation
 * date range (both ends included), a reviewer who decided in any round, and a keyword over the
 * applicant, the scenario and the case number (受理编号, matched from its start). The state counts, the list and the export share them, so the three
 * always agree on what "the filtered applications" are.
 *
 * Drafts never submitted are the applicant's own business, as they are for reviewers
 * (`findReviewableApplication`): auditors see how many there are — a figure on the diagram's 草稿
 * node — but never one as a record: the list, the export, an application's history and its files
 * leave them out, exactly as they would an application that does not exist.
 */
import { and, eq, gte, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { Database } from '../../db/database';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { caseNumberMatches } from '../domain-applications/case-number';
import { corporateUsers, domainApplicationHistory, domainApplications } from '../../db/schema';
import { REVIEW_DECISION_EVENTS } from '../../../machines/domain-application/domain-application.types';
import { dateRangeOf } from './date-range';

type ApplicationState = components['schemas']['ApplicationState'];

export interface AuditFilters {
  readonly domainId?: string;
  readonly state?: ApplicationState;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly reviewerId?: string;
  readonly keyword?: string;
}

const reviewerRoles = ['firstReviewer', 'finalReviewer'] as const;

function createdBetween(filters: AuditFilters): SQL[] {
  const { from, to } = dateRangeOf(filters);
  return [
    ...(from === undefined ? [] : [gte(domainApplications.createdAt, from)]),
    ...(to === undefined ? [] : [lte(domainApplications.createdAt, to)]),
  ];
}

/**
 * Applications in which this operator took a review decision (通过, 驳回, 退回修改) in any round. The
 * event is checked as well as the role: a reviewer's 认领 and 释放 rows carry the same role, and
 * holding a case is not deciding it.
 */
function decidedBy(db: Database, reviewerId: string): SQL {
  return inArray(
    domainApplications.id,
    db
      .select({ id: domainApplicationHistory.applicationId })
      .from(domainApplicationHistory)
      .where(
        and(
          eq(domainApplicationHistory.actorKind, 'primary'),
          eq(domainApplicationHistory.actorId, reviewerId),
          inArray(domainApplicationHistory.actorRole, reviewerRoles),
          inArray(domainApplicationHistory.event, REVIEW_DECISION_EVENTS),
        ),
      ),
  );
}

/**
 * The condition on `domain_applications` (joined with `corporate_users` when a keyword is given);
 * undefined when nothing is filtered.
 */
export function auditConditions(db: Database, filters: AuditFilters): SQL | undefined {
  const keyword = normalizedKeyword(filters.keyword);
  return and(
    filters.domainId === undefined ? undefined : eq(domainApplications.domainId, filters.domainId),
    filters.state === undefined ? undefined : eq(domainApplications.state, filters.state),
    ...createdBetween(filters),
    filters.reviewerId === undefined ? undefined : decidedBy(db, filters.reviewerId),
    keyword === null
      ? undefined
      : or(
          textContainsKeyword(corporateUsers.corName, keyword),
          textContainsKeyword(corporateUsers.creditCode, keyword),
          textContainsKeyword(domainApplications.scenario, keyword),
          caseNumberMatches(keyword),
        ),
  );
}

/** The filtered applications auditors may read as records: submitted at least once. */
export function auditRecordConditions(db: Database, filters: AuditFilters): SQL | undefined {
  return and(auditConditions(db, filters), isNotNull(domainApplications.firstSubmittedAt));
}

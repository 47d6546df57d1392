/**
 * The columns of a data domain that lists show. `enteredCount` is the number of its approved
 * applications, counted at call time from `domain_applications` (indexed by domain).
 */
import { and, eq, sql } from 'drizzle-orm';
import { domainApplications, domains } from '../../db/schema';

const approvedOfDomain = and(
  eq(domainApplications.domainId, domains.id),
  eq(domainApplications.state, 'approved'),
);

export const domainSummaryColumns = {
  id: domains.id,
  code: domains.code,
  name: domains.name,
  summary: domains.summary,
  firstReviewDays: domains.firstReviewDays,
  finalReviewDays: domains.finalReviewDays,
  acceptingApplications: domains.acceptingApplications,
  enteredCount:
    sql<number>`(select count(*) from ${domainApplications} where ${approvedOfDomain})`.mapWith(
      Number,
    ),
};

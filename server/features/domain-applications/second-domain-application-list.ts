/**
 * `POST second/domain-application/list`: the legal person's own applications, latest change first,
 * filtered by state, domain, submission date (the current round's, both ends included) and a keyword
 * over the case number (from its start), the domain's name and the scenario. The unit's few rows are
 * found by the (applicant, updated_at) index; the other filters only sift them.
 */
import { and, count, desc, eq, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { domainApplications, domains } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { selectApplications } from './application-record';
import { toApplicationSummary } from './application-summary';
import { caseNumberMatches } from './case-number';
import { submittedWithin } from './submitted-date-range';

export const secondDomainApplicationList = defineHandler(
  'secondDomainApplicationList',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const paging = pagingOf(body);
    const keyword = normalizedKeyword(body.keyword);
    const submitted = submittedWithin(body);
    const where = and(
      eq(domainApplications.applicantId, caller.userId),
      body.state === undefined ? undefined : eq(domainApplications.state, body.state),
      body.domainId === undefined ? undefined : eq(domainApplications.domainId, body.domainId),
      ...submitted,
      keyword === null
        ? undefined
        : or(
            caseNumberMatches(keyword),
            textContainsKeyword(domains.name, keyword),
            textContainsKeyword(domainApplications.scenario, keyword),
          ),
    );
    const [counted] = await db
      .select({ total: count() })
      .from(domainApplications)
      .innerJoin(domains, eq(domains.id, domainApplications.domainId))
      .where(where);
    const total = counted?.total ?? 0;
    const rows =
      total <= paging.offset
        ? []
        : await selectApplications(db)
            .where(where)
            .orderBy(desc(domainApplications.updatedAt), desc(domainApplications.id))
            .limit(paging.pageSize)
            .offset(paging.offset);
    const now = clock.now();
    return ok({
      list: rows.map((row) => toApplicationSummary(row, now)),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
    });
  },
);

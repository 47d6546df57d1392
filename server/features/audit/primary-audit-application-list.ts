/**
 * `POST primary/audit/application-list`: every application (drafts included), filtered by domain,
 * state, creation date range, reviewer and keyword, most recently updated first; each with its review
 * deadline and whether it is overdue, as the reviewers' lists show them.
 */
import { count, desc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { corporateUsers, domainApplications, domains } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { selectApplications } from '../domain-applications/application-record';
import { toApplicationSummary } from '../domain-applications/application-summary';
import { auditConditions } from './audit-filters';

export const primaryAuditApplicationList = defineHandler(
  'primaryAuditApplicationList',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const now = clock.now();
    const paging = pagingOf(body);
    const where = auditConditions(db, body);
    const [counted] = await db
      .select({ total: count() })
      .from(domainApplications)
      .innerJoin(domains, eq(domains.id, domainApplications.domainId))
      .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
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
    return ok({
      list: rows.map((row) => toApplicationSummary(row, now)),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
    });
  },
);

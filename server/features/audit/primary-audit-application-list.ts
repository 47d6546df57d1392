/**
 * `POST primary/audit/application-list`: every application submitted at least once (a draft never
 * submitted is the applicant's own business, see audit-filters.ts), filtered by domain,
 * state, creation date range, reviewer and keyword, most recently updated first; each with its review
 * deadline and whether it is overdue, as the reviewers' lists show them.
 */
import { desc } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { readApplicationPage } from '../domain-applications/application-page';
import { auditRecordConditions } from './audit-filters';

export const primaryAuditApplicationList = defineHandler(
  'primaryAuditApplicationList',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    return ok(
      await readApplicationPage(db, {
        paging: pagingOf(body),
        where: auditRecordConditions(db, body),
        orderBy: [desc(domainApplications.updatedAt), desc(domainApplications.id)],
        now: clock.now(),
      }),
    );
  },
);

/** `POST second/domain-application/list`: the legal person's own applications, latest change first. */
import { and, count, desc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { selectApplications } from './application-record';
import { toApplicationSummary } from './application-summary';

export const secondDomainApplicationList = defineHandler(
  'secondDomainApplicationList',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const paging = pagingOf(body);
    const where = and(
      eq(domainApplications.applicantId, caller.userId),
      body.state === undefined ? undefined : eq(domainApplications.state, body.state),
      body.domainId === undefined ? undefined : eq(domainApplications.domainId, body.domainId),
    );
    const [counted] = await db.select({ total: count() }).from(domainApplications).where(where);
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

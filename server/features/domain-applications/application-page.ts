/**
 * A page of applications as the operators' lists show them (the contract's `ApplicationSummary`, with
 * each one's review deadline): the review queues and the audit list differ only in their filter and
 * their order.
 */
import { count, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { readPage, type PageWindow } from '../../db/read-page';
import { corporateUsers, domainApplications, domains } from '../../db/schema';
import { selectApplications } from './application-record';
import { toApplicationSummary } from './application-summary';

export function readApplicationPage(
  db: Queryable,
  options: {
    readonly paging: PageWindow;
    readonly where: SQL | undefined;
    readonly orderBy: readonly SQL[];
    readonly now: Date;
  },
) {
  const { paging, where, orderBy, now } = options;
  return readPage(
    paging,
    {
      count: () =>
        db
          .select({ total: count() })
          .from(domainApplications)
          .innerJoin(domains, eq(domains.id, domainApplications.domainId))
          .innerJoin(corporateUsers, eq(corporateUsers.id, domainApplications.applicantId))
          .where(where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
    (row) => toApplicationSummary(row, now),
  );
}

/**
 * `POST primary/domain-admin/list`: every domain, open or closed, by keyword (name, code or summary,
 * partial, any case) and by whether it accepts applications; in display order, then by code, so pages
 * never overlap.
 */
import { and, asc, count, eq, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { readPage } from '../../db/read-page';
import { domains } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { domainAdminColumns, toDomainAdminSummary } from './domain-admin-record';

export const primaryDomainAdminList = defineHandler(
  'primaryDomainAdminList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const keyword = normalizedKeyword(body.keyword);
    const where = and(
      keyword === null
        ? undefined
        : or(
            textContainsKeyword(domains.name, keyword),
            textContainsKeyword(domains.code, keyword),
            textContainsKeyword(domains.summary, keyword),
          ),
      body.acceptingApplications === undefined
        ? undefined
        : eq(domains.acceptingApplications, body.acceptingApplications),
    );
    return ok(
      await readPage(
        pagingOf(body),
        {
          count: () => db.select({ total: count() }).from(domains).where(where),
          rows: (limit, offset) =>
            db
              .select(domainAdminColumns)
              .from(domains)
              .where(where)
              .orderBy(asc(domains.sortOrder), asc(domains.code))
              .limit(limit)
              .offset(offset),
        },
        toDomainAdminSummary,
      ),
    );
  },
);

/**
 * `POST web/domain/list`: the data domains accepting applications (专区合集) in their set order,
 * optionally by keyword. A domain closed in 专区管理 is not listed; its detail stays readable, so links
 * to it and the cases in it still lead somewhere.
 */
import { and, asc, count, eq, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { domains } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { domainSummaryColumns } from './domain-summary';

export const webDomainList = defineHandler('webDomainList', async ({ body }, { db }) => {
  const query = body ?? {};
  const keyword = normalizedKeyword(query.keyword);
  // A few dozen rows at most: a plain scan is the fastest match.
  const where = and(
    eq(domains.acceptingApplications, true),
    keyword === null
      ? undefined
      : or(
          textContainsKeyword(domains.name, keyword),
          textContainsKeyword(domains.summary, keyword),
        ),
  );
  const paging = pagingOf(query);

  const [totalRow] = await db.select({ total: count() }).from(domains).where(where);
  const total = totalRow?.total ?? 0;
  const list =
    total <= paging.offset
      ? []
      : await db
          .select(domainSummaryColumns)
          .from(domains)
          .where(where)
          .orderBy(asc(domains.sortOrder), asc(domains.code))
          .limit(paging.pageSize)
          .offset(paging.offset);

  return ok({ list, total, page: paging.page, pageSize: paging.pageSize });
});

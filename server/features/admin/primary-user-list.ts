/**
 * `POST primary/user/list`: the legal persons who have signed in through the government SSO, by
 * keyword (company name, credit code or the acting person's name, partial, any case); newest first,
 * then by id, so pages never overlap.
 */
import { and, count, desc, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { readPage } from '../../db/read-page';
import { corporateUsers } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { toCorporateUser } from './corporate-user-record';

export const primaryUserList = defineHandler(
  'primaryUserList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const keyword = normalizedKeyword(body.keyword);
    const where = and(
      keyword === null
        ? undefined
        : or(
            textContainsKeyword(corporateUsers.corName, keyword),
            textContainsKeyword(corporateUsers.creditCode, keyword),
            textContainsKeyword(corporateUsers.name, keyword),
          ),
    );
    return ok(
      await readPage(
        pagingOf(body),
        {
          count: () => db.select({ total: count() }).from(corporateUsers).where(where),
          rows: (limit, offset) =>
            db
              .select()
              .from(corporateUsers)
              .where(where)
              .orderBy(desc(corporateUsers.createdAt), desc(corporateUsers.id))
              .limit(limit)
              .offset(offset),
        },
        toCorporateUser,
      ),
    );
  },
);

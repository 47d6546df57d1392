/**
 * `POST primary/admin/list`: operator accounts, by keyword (account, name or phone number, partial, any case), role
 * and status; newest first, then by account, so pages never overlap.
 */
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { readPage } from '../../db/read-page';
import { operators, roles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';
import { selectAdmins, toAdmin } from './admin-record';

export const primaryAdminList = defineHandler(
  'primaryAdminList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const keyword = normalizedKeyword(body.keyword);
    const where = and(
      keyword === null
        ? undefined
        : or(
            textContainsKeyword(operators.account, keyword),
            textContainsKeyword(operators.name, keyword),
            textContainsKeyword(operators.phone, keyword),
          ),
      body.status === undefined ? undefined : eq(operators.status, body.status),
      body.roleId === undefined ? undefined : eq(operators.roleId, body.roleId),
    );
    return ok(
      await readPage(
        pagingOf(body),
        {
          count: () =>
            db
              .select({ total: count() })
              .from(operators)
              .innerJoin(roles, eq(roles.id, operators.roleId))
              .where(where),
          rows: (limit, offset) =>
            selectAdmins(db)
              .where(where)
              .orderBy(desc(operators.createdAt), asc(operators.account))
              .limit(limit)
              .offset(offset),
        },
        toAdmin,
      ),
    );
  },
);

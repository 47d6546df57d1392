/**
 * `POST primary/admin/client-list`: the client applications registered with the platform's open
 * interface, by keyword (application name, client id or company, partial, any case) and status;
 * newest first, then by client id, so pages never overlap.
 */
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { normalizedKeyword, textContainsKeyword } from '../../db/contains-keyword';
import { readPage } from '../../db/read-page';
import { clientApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pagingOf } from '../catalog/paging';

export const primaryAdminClientList = defineHandler(
  'primaryAdminClientList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const keyword = normalizedKeyword(body.keyword);
    const where = and(
      keyword === null
        ? undefined
        : or(
            textContainsKeyword(clientApplications.name, keyword),
            textContainsKeyword(clientApplications.clientId, keyword),
            textContainsKeyword(clientApplications.company, keyword),
          ),
      body.status === undefined ? undefined : eq(clientApplications.status, body.status),
    );
    return ok(
      await readPage(
        pagingOf(body),
        {
          count: () => db.select({ total: count() }).from(clientApplications).where(where),
          rows: (limit, offset) =>
            db
              .select({
                id: clientApplications.id,
                name: clientApplications.name,
                clientId: clientApplications.clientId,
                company: clientApplications.company,
                status: clientApplications.status,
                createdAt: clientApplications.createdAt,
              })
              .from(clientApplications)
              .where(where)
              .orderBy(desc(clientApplications.createdAt), asc(clientApplications.clientId))
              .limit(limit)
              .offset(offset),
        },
        (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
      ),
    );
  },
);

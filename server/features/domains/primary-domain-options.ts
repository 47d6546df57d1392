/**
 * `POST primary/domain/options`: every domain, open or closed, in display order — the choices of the
 * operators' domain filters (review queues, audit list, material configuration). The public 专区合集
 * lists only open domains; a closed one keeps its cases, and those must still be found by it.
 */
import { asc } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domains } from '../../db/schema';
import { ok } from '../../http/envelope';

export const primaryDomainOptions = defineHandler(
  'primaryDomainOptions',
  async (_input, { db }) => {
    const rows = await db
      .select({
        id: domains.id,
        name: domains.name,
        acceptingApplications: domains.acceptingApplications,
      })
      .from(domains)
      .orderBy(asc(domains.sortOrder), asc(domains.code));
    return ok(rows);
  },
);

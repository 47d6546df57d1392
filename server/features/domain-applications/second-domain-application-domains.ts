/**
 * `POST second/domain-application/domains`: the domains the legal person has applications in, open or
 * closed, in display order — the choices of its list's domain filter. A closed domain is listed too:
 * its cases are still the unit's to find.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domainApplications, domains } from '../../db/schema';
import { ok } from '../../http/envelope';

export const secondDomainApplicationDomains = defineHandler(
  'secondDomainApplicationDomains',
  async (_input, { db, request }) => {
    const caller = request.requireCorporateUser();
    const applied = db
      .selectDistinct({ domainId: domainApplications.domainId })
      .from(domainApplications)
      .where(eq(domainApplications.applicantId, caller.userId));
    const rows = await db
      .select({
        id: domains.id,
        name: domains.name,
        acceptingApplications: domains.acceptingApplications,
      })
      .from(domains)
      .where(inArray(domains.id, applied))
      .orderBy(asc(domains.sortOrder), asc(domains.code));
    return ok(rows);
  },
);

/** `POST primary/domain-admin/commitment-list`: every version of a domain's commitment, newest first (4011 if no such domain). */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domains } from '../../db/schema';
import { ok } from '../../http/envelope';
import { commitmentVersionsOf, domainNotFound } from './domain-admin-record';

export const primaryDomainAdminCommitmentList = defineHandler(
  'primaryDomainAdminCommitmentList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const [domain] = await db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.id, body.domainId));
    if (domain === undefined) throw domainNotFound();
    return ok({ domainId: domain.id, list: await commitmentVersionsOf(db, domain.id) });
  },
);

/**
 * `POST primary/user/detail`: one legal person with its contact masked, its last sign-in, how many
 * domain applications it has made and the latest of them (as the reviewers' lists show them); an
 * unknown id is answered with 4011.
 */
import { desc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { corporateUsers, domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { countApplicationsOf } from '../account/application-count';
import { selectApplications } from '../domain-applications/application-record';
import { toApplicationSummary } from '../domain-applications/application-summary';
import { toCorporateUser } from './corporate-user-record';

/** The contract's `maxItems` of `CorporateUserDetail.applications`. */
const latestApplicationsShown = 100;

export const primaryUserDetail = defineHandler(
  'primaryUserDetail',
  async ({ body }, { db, clock, request }) => {
    request.requireOperator();
    const [user] = await db.select().from(corporateUsers).where(eq(corporateUsers.id, body.id));
    if (user === undefined) throw recordNotFound('法人用户');
    const now = clock.now();
    const latest = await selectApplications(db)
      .where(eq(domainApplications.applicantId, user.id))
      .orderBy(desc(domainApplications.updatedAt), desc(domainApplications.id))
      .limit(latestApplicationsShown);
    return ok({
      ...toCorporateUser(user),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      applicationCount: await countApplicationsOf(db, user.id),
      applications: latest.map((row) => toApplicationSummary(row, now)),
    });
  },
);

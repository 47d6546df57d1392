/**
 * `POST primary/user/detail`: one legal person with its contact masked, its last sign-in and how many
 * domain applications it has made; an unknown id is answered with 4011.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { corporateUsers } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { countApplicationsOf } from '../auth/corporate/application-count';
import { requireOperator } from '../auth/principal';
import { toCorporateUser } from './corporate-user-record';

export const primaryUserDetail = defineHandler(
  'primaryUserDetail',
  async ({ body }, { db, principal }) => {
    requireOperator(principal);
    const [user] = await db.select().from(corporateUsers).where(eq(corporateUsers.id, body.id));
    if (user === undefined) throw recordNotFound('法人用户');
    return ok({
      ...toCorporateUser(user),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      applicationCount: await countApplicationsOf(db, user.id),
    });
  },
);

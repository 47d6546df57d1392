/** `POST second/user/detail`: the signed-in corporate user's own record, contact phone masked. */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { corporateUsers } from '../../db/schema';
import { ok } from '../../http/envelope';
import { unauthorizedError } from '../../http/unauthorized-error';
import { countApplicationsOf } from './application-count';
import { maskPhone } from './mask-phone';

export const secondUserDetail = defineHandler(
  'secondUserDetail',
  async (_input, { db, request }) => {
    const { userId } = request.requireCorporateUser();
    const [user] = await db
      .select()
      .from(corporateUsers)
      .where(eq(corporateUsers.id, userId))
      .limit(1);
    if (user === undefined) throw unauthorizedError();
    return ok({
      id: user.id,
      name: user.name,
      corName: user.corName,
      creditCode: user.creditCode,
      contact: maskPhone(user.phone),
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      applicationCount: await countApplicationsOf(db, user.id),
    });
  },
);

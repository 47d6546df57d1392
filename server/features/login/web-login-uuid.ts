/**
 * `GET web/login/uuid`: starts a government SSO login. The attempt is stored with a random uuid that
 * travels in the SSO address and comes back with the ticket; it expires after ten minutes.
 */
import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { ssoLoginAttempts } from '../../db/schema';
import { ok } from '../../http/envelope';
import { publicOrigin, ssoBaseUrl } from '../../http/origin';

export const loginAttemptLifetimeMs = 10 * 60 * 1000;

/** Expired attempts are kept a day for troubleshooting, then removed. */
const expiredAttemptRetentionMs = 24 * 60 * 60 * 1000;

export const webLoginUuid = defineHandler('webLoginUuid', async (_input, context) => {
  const { db, config, clock, request } = context;
  const uuid = randomUUID();
  const service = `${publicOrigin(request, config)}/login`;
  const now = clock.now();
  await db.insert(ssoLoginAttempts).values({
    uuid,
    service,
    createdAt: now,
    expiresAt: new Date(now.getTime() + loginAttemptLifetimeMs),
  });
  await db
    .delete(ssoLoginAttempts)
    .where(lt(ssoLoginAttempts.expiresAt, new Date(now.getTime() - expiredAttemptRetentionMs)));
  const query = new URLSearchParams({ uuid, service });
  return ok(`${ssoBaseUrl(request, config)}/login?${query.toString()}`);
});

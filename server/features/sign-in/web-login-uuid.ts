/**
 * `GET web/login/uuid`: starts a government SSO login. The attempt is stored with a random uuid that
 * travels in the SSO address and comes back with the ticket; it expires after ten minutes.
 *
 * Anyone may call it, so what it stores is bounded:
 * - one pending attempt per browser: a browser that asks again gets its own still-pending attempt
 *   back, good for another ten minutes, instead of a new row (browser-login-attempt.ts says how the
 *   browser is told apart);
 * - calls per client address are limited (LOGIN_UUID_LIMIT_PER_ADDRESS in ten minutes), past which
 *   the answer is HTTP 429 with code 4290, so a client that drops its cookies stores at most that
 *   many attempts per window;
 * - expired attempts are deleted whenever a new one is stored, so rows never outlive their use.
 */
import { randomUUID } from 'node:crypto';
import { lte } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { ssoLoginAttempts } from '../../db/schema';
import { ok } from '../../http/envelope';
import { publicOrigin, ssoBaseUrl } from '../../http/origin';
import { assertWithinRateLimits, loginUuidRateLimit } from '../rate-limit/request-rate-limits';
import {
  browserAttemptUuid,
  rememberBrowserAttempt,
  reusePendingAttempt,
} from './browser-login-attempt';

export const loginAttemptLifetimeMs = 10 * 60 * 1000;

export const webLoginUuid = defineHandler('webLoginUuid', async (_input, context) => {
  const { db, config, clock, request, reply, log } = context;
  const now = clock.now();
  await assertWithinRateLimits(
    db,
    [{ rule: loginUuidRateLimit(config), key: request.ip }],
    { actor: null, ip: request.ip },
    { now, log },
  );

  const portal = publicOrigin(request, config);
  const service = `${portal}/login`;
  const expiresAt = new Date(now.getTime() + loginAttemptLifetimeMs);
  let uuid = await reusePendingAttempt(db, {
    uuid: browserAttemptUuid(request),
    service,
    now,
    expiresAt,
  });
  if (uuid === null) {
    await db.delete(ssoLoginAttempts).where(lte(ssoLoginAttempts.expiresAt, now));
    uuid = randomUUID();
    await db.insert(ssoLoginAttempts).values({ uuid, service, createdAt: now, expiresAt });
  }
  rememberBrowserAttempt(reply, {
    uuid,
    lifetimeMs: loginAttemptLifetimeMs,
    secure: portal.startsWith('https:'),
  });
  const query = new URLSearchParams({ uuid, service });
  return ok(`${ssoBaseUrl(request, config)}/login?${query.toString()}`);
});

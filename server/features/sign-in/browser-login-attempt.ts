/**
 * The browser's pending SSO login attempt, named by a cookie, so `web/login/uuid` hands one browser
 * the same attempt again instead of storing a new one on every call.
 *
 * Why a cookie, and not the uuid the browser caches under UUID (spec §4): the browser drops its copy
 * whenever it hands the address to the SSO and whenever it needs a fresh one, so it often asks without
 * one; the cookie is the server's own, travels with every call under `web/login` (the next
 * `web/login/uuid`, and the `web/login/second` that brings the ticket back) and needs no change to the
 * contract. It names an attempt and nothing more: HttpOnly, scoped to the login endpoints, gone when
 * the attempt expires. A client that drops cookies gets a new attempt on each call, which the
 * per-address limit bounds.
 *
 * An attempt is single-use: once the SSO has answered with a ticket for it (`web/login/second`), it is
 * marked used, so it is never handed out again, whether or not the SSO (the stand-in does) marks it
 * itself.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ssoLoginAttempts } from '../../db/schema';
import { apiBasePath } from '../../http/api-base-path';
import { readRequestCookie } from '../../http/request-cookie';

const cookieName = 'portal_login_attempt';
const cookiePath = `${apiBasePath}/web/login`;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The attempt the browser's cookie names, or null (no cookie, or not a uuid). */
export function browserAttemptUuid(request: FastifyRequest): string | null {
  const value = readRequestCookie(request, cookieName)?.toLowerCase() ?? null;
  return value !== null && uuidShape.test(value) ? value : null;
}

/** Names `uuid` as the browser's attempt for as long as the attempt lives. */
export function rememberBrowserAttempt(
  reply: FastifyReply,
  options: { uuid: string; lifetimeMs: number; secure: boolean },
): void {
  const attributes = [
    `Path=${cookiePath}`,
    `Max-Age=${String(Math.floor(options.lifetimeMs / 1000))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${cookieName}=${options.uuid}; ${attributes.join('; ')}`);
}

/**
 * The browser's attempt again, if it is still pending for the same service: its expiry moves to
 * `expiresAt`, so the address handed out is good for a whole lifetime, as a new one would be. Null
 * when there is none to reuse (no cookie, used, expired, purged, or for another service).
 */
export async function reusePendingAttempt(
  db: Database,
  options: { uuid: string | null; service: string; now: Date; expiresAt: Date },
): Promise<string | null> {
  if (options.uuid === null) return null;
  const [reused] = await db
    .update(ssoLoginAttempts)
    .set({ expiresAt: options.expiresAt })
    .where(
      and(
        eq(ssoLoginAttempts.uuid, options.uuid),
        eq(ssoLoginAttempts.service, options.service),
        isNull(ssoLoginAttempts.consumedAt),
        gt(ssoLoginAttempts.expiresAt, options.now),
      ),
    )
    .returning({ uuid: ssoLoginAttempts.uuid });
  return reused?.uuid ?? null;
}

/** Marks the browser's attempt used: the SSO has answered it with a ticket. */
export async function useUpBrowserAttempt(
  db: Database,
  request: FastifyRequest,
  now: Date,
): Promise<void> {
  const uuid = browserAttemptUuid(request);
  if (uuid === null) return;
  await db
    .update(ssoLoginAttempts)
    .set({ consumedAt: now })
    .where(and(eq(ssoLoginAttempts.uuid, uuid), isNull(ssoLoginAttempts.consumedAt)));
}

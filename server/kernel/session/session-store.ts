/**
 * Server-side sessions: opened at sign-in, looked up on every protected request, renewed as they are
 * used, and ended by logout, a password change, an account being disabled or an administrator.
 * The lookup also reads who the user is now (name, role rights, status), so a changed role or a
 * disabled account takes effect on the very next request.
 */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { corporateUsers, operators, roles, sessions } from '../../db/schema';
import type { Principal, UserKind } from '../principal';
import { corporateRights, knownRights } from '../rights';
import type { RevokeReason } from './revoke-reason';
import {
  endedSessionRetentionMs,
  renewalIntervalMs,
  slidingExpiry,
  type SessionPolicy,
} from './session-policy';
import { createSessionToken, hashSessionToken } from './session-token';

export interface OpenedSession {
  readonly sessionId: string;
  /** Handed to the browser once; only its hash is stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

export async function openSession(
  db: Database,
  options: { kind: UserKind; userId: string; now: Date; policy: SessionPolicy },
): Promise<OpenedSession> {
  const { kind, userId, now, policy } = options;
  const token = createSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + policy.absoluteMs);
  const expiresAt = slidingExpiry(now, absoluteExpiresAt, policy);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userKind: kind,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      absoluteExpiresAt,
    })
    .returning({ id: sessions.id });
  if (row === undefined) throw new Error('the new session was not stored');
  await purgeEndedSessions(db, now);
  return { sessionId: row.id, token, expiresAt };
}

/** Removes sessions that ended long enough ago that nobody will come back with them. */
export async function purgeEndedSessions(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - endedSessionRetentionMs);
  await db.delete(sessions).where(lt(sessions.expiresAt, cutoff));
}

export type SessionLookup =
  | { readonly status: 'unknown' }
  | { readonly status: 'expired' }
  | { readonly status: 'revoked'; readonly reason: RevokeReason }
  | { readonly status: 'active'; readonly principal: Principal; readonly expiresAt: Date };

async function findSessionRow(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      session: sessions,
      operatorName: operators.name,
      operatorStatus: operators.status,
      mustChangePassword: operators.mustChangePassword,
      roleRights: roles.rights,
      corporateName: corporateUsers.name,
      corName: corporateUsers.corName,
    })
    .from(sessions)
    .leftJoin(operators, and(eq(sessions.userKind, 'primary'), eq(operators.id, sessions.userId)))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .leftJoin(
      corporateUsers,
      and(eq(sessions.userKind, 'second'), eq(corporateUsers.id, sessions.userId)),
    )
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionRow>>>;

function principalOf(row: SessionRow): Principal | null {
  const { session } = row;
  if (session.userKind === 'primary') {
    if (row.operatorName === null || row.roleRights === null) return null;
    return {
      kind: 'primary',
      userId: session.userId,
      name: row.operatorName,
      corName: null,
      rights: knownRights(row.roleRights),
      sessionId: session.id,
      mustChangePassword: row.mustChangePassword ?? false,
    };
  }
  if (row.corporateName === null || row.corName === null) return null;
  return {
    kind: 'second',
    userId: session.userId,
    name: row.corporateName,
    corName: row.corName,
    rights: [...corporateRights],
    sessionId: session.id,
    mustChangePassword: false,
  };
}

/**
 * What the token stands for at `now`. An active session is renewed (at most once a minute); a session
 * of an operator who has been disabled meanwhile is ended on the spot.
 */
export async function lookUpSession(
  db: Database,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionLookup> {
  const row = await findSessionRow(db, hashSessionToken(token));
  if (row === undefined) return { status: 'unknown' };
  const { session } = row;
  if (session.revokedAt !== null)
    return { status: 'revoked', reason: session.revokeReason ?? 'forced' };
  if (now.getTime() >= session.expiresAt.getTime()) return { status: 'expired' };

  const principal = principalOf(row);
  // The account behind the session is gone: nobody can act through it any more.
  if (principal === null) return { status: 'unknown' };
  if (row.operatorStatus === 'disabled') {
    await revokeSession(db, session.id, 'disabled', now);
    return { status: 'revoked', reason: 'disabled' };
  }

  let expiresAt = session.expiresAt;
  if (now.getTime() - session.lastSeenAt.getTime() >= renewalIntervalMs) {
    expiresAt = slidingExpiry(now, session.absoluteExpiresAt, policy);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
  }
  return { status: 'active', principal, expiresAt };
}

/** Ends one session; false when it had already been ended. */
export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every live session of a user (a disabled account, a reset password, a forced logout), except
 * optionally the one making the change. Returns how many were ended.
 */
export async function revokeSessionsOf(
  db: Database,
  user: { kind: UserKind; userId: string },
  reason: RevokeReason,
  now: Date,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  const conditions = [
    eq(sessions.userKind, user.kind),
    eq(sessions.userId, user.userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  ];
  if (options.exceptSessionId !== undefined) {
    conditions.push(ne(sessions.id, options.exceptSessionId));
  }
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Whose session a logout ended. */
export interface EndedSession {
  readonly kind: UserKind;
  readonly userId: string;
}

/** Logout: ends the token's session if it is still live; null when there was nothing to end. */
export async function revokeSessionByToken(
  db: Database,
  token: string,
  reason: RevokeReason,
  now: Date,
): Promise<EndedSession | null> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ kind: sessions.userKind, userId: sessions.userId });
  return ended[0] ?? null;
}

/**
 * Service tickets of the SSO stand-in, as a CAS server issues them: `ST-` and random characters,
 * good for one validation, for the one service address they were issued for, within five minutes.
 * Only a hash of each ticket is stored. A ticket is used up by its first validation, even a failed
 * one, as CAS requires.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devSsoTickets } from '../../db/schema';
import { findDevSsoIdentity, type DevSsoIdentity } from './dev-sso-identities';
import { canonicalService } from '../sign-in/sso/service-address';

export const ticketLifetimeMs = 5 * 60 * 1000;

/** Used tickets and expired ones are kept a day, so a late validation learns why it fails. */
const ticketRetentionMs = 24 * 60 * 60 * 1000;

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

export async function issueDevSsoTicket(
  db: Database,
  options: { service: string; identityKey: string; now: Date },
): Promise<string> {
  const { service, identityKey, now } = options;
  const canonical = canonicalService(service);
  if (canonical === null) throw new Error('a ticket needs a valid service address');
  const ticket = `ST-${randomBytes(24).toString('hex')}`;
  await db.insert(devSsoTickets).values({
    ticketHash: hashTicket(ticket),
    service: canonical,
    identityKey,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ticketLifetimeMs),
  });
  await db
    .delete(devSsoTickets)
    .where(lt(devSsoTickets.expiresAt, new Date(now.getTime() - ticketRetentionMs)));
  return ticket;
}

export type TicketRedemption =
  | { readonly ok: true; readonly identity: DevSsoIdentity }
  | {
      readonly ok: false;
      /** CAS failure codes. */
      readonly code: 'INVALID_REQUEST' | 'INVALID_TICKET' | 'INVALID_SERVICE' | 'INTERNAL_ERROR';
      readonly description: string;
    };

export async function redeemDevSsoTicket(
  db: Database,
  options: { ticket: string; service: string; now: Date },
): Promise<TicketRedemption> {
  const { ticket, service, now } = options;
  const canonical = canonicalService(service);
  if (canonical === null) {
    return { ok: false, code: 'INVALID_REQUEST', description: 'service 不是合法的地址' };
  }
  const [used] = await db
    .update(devSsoTickets)
    .set({ consumedAt: now })
    .where(and(eq(devSsoTickets.ticketHash, hashTicket(ticket)), isNull(devSsoTickets.consumedAt)))
    .returning();
  if (used === undefined) {
    return { ok: false, code: 'INVALID_TICKET', description: '票据不存在或已被使用' };
  }
  if (now.getTime() >= used.expiresAt.getTime()) {
    return { ok: false, code: 'INVALID_TICKET', description: '票据已过期' };
  }
  if (used.service !== canonical) {
    return { ok: false, code: 'INVALID_SERVICE', description: '票据不是为该服务地址签发的' };
  }
  const identity = findDevSsoIdentity(used.identityKey);
  if (identity === undefined) {
    return { ok: false, code: 'INTERNAL_ERROR', description: '票据对应的身份已不存在' };
  }
  return { ok: true, identity };
}

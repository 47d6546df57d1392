/**
 * How long sessions live: an idle timeout that each request pushes forward, capped by an absolute
 * lifetime counted from sign-in. Both come from the configuration.
 */
import type { AppConfig } from '../../config';

export interface SessionPolicy {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** Renewal is written at most this often per session, so busy sessions do not write on every read. */
export const renewalIntervalMs = 60 * 1000;

/**
 * Expired and ended sessions are kept this long, so a late request is told its session expired
 * (1000) or was ended (1001) rather than being treated as a stranger (401); then they are removed.
 */
export const endedSessionRetentionMs = 7 * 24 * 60 * 60 * 1000;

export function sessionPolicyOf(config: AppConfig): SessionPolicy {
  return {
    idleMs: config.sessionIdleMinutes * 60 * 1000,
    absoluteMs: config.sessionMaxHours * 60 * 60 * 1000,
  };
}

/** The sliding expiry after activity at `at`, never beyond the absolute end. */
export function slidingExpiry(at: Date, absoluteExpiresAt: Date, policy: SessionPolicy): Date {
  return new Date(Math.min(at.getTime() + policy.idleMs, absoluteExpiresAt.getTime()));
}

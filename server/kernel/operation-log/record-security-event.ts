/**
 * Writes a security event (安全事件) to the operation log: a failed or refused login, a rate-limit
 * refusal, an access refused for want of a right, an upload refused for its name or content. Unlike
 * other entries they are written for refused requests, which anyone can send by the thousand, so
 * each kind is recorded at most `perWindow` times per key and window (a rate-limit refusal once per
 * limited key and window); the rest are only counted. Recording never changes the answer: a failure
 * to record is logged and the request goes on to its refusal.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { countHit } from '../fixed-window-counter';
import { recordOperation, type OperationAction, type OperationRecord } from './record-operation';

export const securityEventActions = [
  'loginFailure',
  'loginDisabled',
  'rateLimited',
  'accessDenied',
  'uploadRefused',
] as const satisfies readonly OperationAction[];

export type SecurityEventAction = (typeof securityEventActions)[number];

export interface SecurityEvent {
  readonly action: SecurityEventAction;
  /** Who, when known (an unknown account name, a caller without a session: null). */
  readonly actor: OperationRecord['actor'] | null;
  readonly target?: OperationRecord['target'];
  readonly detail: string;
  readonly ip: string;
  readonly at: Date;
}

export interface SecurityEventBudget {
  /** What the events are counted by (an address, an account, a limited key). */
  readonly key: string;
  readonly perWindow: number;
  readonly windowMs: number;
}

/** The usual budget: at most 20 events of a kind per key in ten minutes. */
export function eventBudget(key: string): SecurityEventBudget {
  return { key, perWindow: 20, windowMs: 10 * 60 * 1000 };
}

export async function recordSecurityEvent(
  db: Database,
  event: SecurityEvent,
  budget: SecurityEventBudget,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const counted = await countHit(
      db,
      `security-event:${event.action}:${budget.key}`,
      budget.windowMs,
      event.at,
    );
    if (counted.hits > budget.perWindow) return;
    await recordOperation(db, {
      actor: event.actor,
      action: event.action,
      target: event.target ?? null,
      detail: event.detail,
      ip: event.ip,
      at: event.at,
    });
  } catch (error) {
    log.error({ err: error, action: event.action }, 'a security event could not be recorded');
  }
}

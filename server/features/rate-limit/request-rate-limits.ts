/**
 * Request rate limits beyond the login's own (the account lockout and the SMS send limits, which
 * count in their own tables): the uploads of entry files, per signed-in user and per address, and the
 * anonymous `web/login/uuid` calls, per address.
 * Every request counts, refused or not; over the limit the answer is HTTP 429 with code 4290, in the
 * words the SMS limit uses, and the first refusal of a window is recorded as a security event.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordSecurityEvent } from '../../kernel/operation-log/record-security-event';
import { countHit } from '../../kernel/fixed-window-counter';

export interface RateLimitRule {
  /** Names the limit in counter keys and in the security event. */
  readonly name: string;
  /** What is limited, for people (e.g. 上传文件). */
  readonly label: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * The upload limits, from the configuration (UPLOAD_LIMIT_PER_USER, 30 by default, and
 * UPLOAD_LIMIT_PER_ADDRESS, 120: several people of one company may share an address).
 */
export function uploadRateLimits(limits: {
  readonly uploadLimitPerUser: number;
  readonly uploadLimitPerAddress: number;
}) {
  const windowMs = 10 * 60 * 1000;
  return {
    perUser: { name: 'upload:user', label: '上传文件', limit: limits.uploadLimitPerUser, windowMs },
    perAddress: {
      name: 'upload:ip',
      label: '上传文件',
      limit: limits.uploadLimitPerAddress,
      windowMs,
    },
  } satisfies Record<string, RateLimitRule>;
}

/**
 * `web/login/uuid` calls per address (LOGIN_UUID_LIMIT_PER_ADDRESS, 600 in ten minutes by default).
 * A browser asks once per page load at most, and only when its cached address is over a minute old,
 * so even hundreds of people behind one address (an office, the end-to-end run's browsers on
 * 127.0.0.1) stay well below it; a client without cookies, which gets a new login attempt stored on
 * each call, can add at most this many per window.
 */
export function loginUuidRateLimit(limits: {
  readonly loginUuidLimitPerAddress: number;
}): RateLimitRule {
  return {
    name: 'login-uuid:ip',
    label: '获取登录地址',
    limit: limits.loginUuidLimitPerAddress,
    windowMs: 10 * 60 * 1000,
  };
}

export function tooManyRequests(waitMs: number): AppError {
  const wait =
    waitMs > 60_000
      ? `${String(Math.ceil(waitMs / 60_000))} 分钟`
      : `${String(Math.max(1, Math.ceil(waitMs / 1000)))} 秒`;
  return new AppError(4290, `操作过于频繁，请 ${wait}后再试`, 429);
}

export interface LimitedCaller {
  readonly actor: { readonly userId: string; readonly name: string } | null;
  readonly ip: string;
}

/**
 * Counts one request against each rule (keyed by the given key) and throws HTTP 429 (4290) when any
 * is over its limit.
 */
export async function assertWithinRateLimits(
  db: Database,
  checks: readonly { readonly rule: RateLimitRule; readonly key: string }[],
  caller: LimitedCaller,
  context: { readonly now: Date; readonly log: FastifyBaseLogger },
): Promise<void> {
  for (const { rule, key } of checks) {
    const counted = await countHit(db, `${rule.name}:${key}`, rule.windowMs, context.now);
    if (counted.hits <= rule.limit) continue;
    await recordSecurityEvent(
      db,
      {
        action: 'rateLimited',
        actor: caller.actor,
        detail: `${rule.label}过于频繁（${String(rule.windowMs / 60_000)} 分钟内超过 ${String(rule.limit)} 次），已拒绝`,
        ip: caller.ip,
        at: context.now,
      },
      { key: `${rule.name}:${key}`, perWindow: 1, windowMs: rule.windowMs },
      context.log,
    );
    throw tooManyRequests(counted.windowRemainingMs);
  }
}

/**
 * The security events of the operator login: wrong account, password or SMS code (loginFailure), a
 * disabled account (loginDisabled), and the login's own limits (rateLimited): each lock of an account,
 * with its length and place in the row; a try while locked (once per lock); an address, or an account
 * name at an address, over its limit of failures (once per window); too many codes or wrong codes
 * (once per account and window). Each helper records the event and hands the refusal back to be
 * thrown, so a handler reads `throw await credentialsRefused(…)`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { eventBudget, recordSecurityEvent } from '../../kernel/operation-log/record-security-event';
import { CredentialsRefusal } from './operators/operator-credentials';
import { lockoutRules } from './operators/lockout-rules';

export interface LoginAttempt {
  /** The account name as typed (shortened; it is shown to auditors). */
  readonly account: string;
  readonly ip: string;
  readonly now: Date;
  readonly log: FastifyBaseLogger;
}

/** The operator a step of the login is about, once the password was right. */
export interface LoginOperator {
  readonly id: string;
  readonly name: string;
  readonly account: string;
}

/** The login's rate-limit refusals are recorded at most once per account in this window. */
const limitEventWindowMs = 10 * 60 * 1000;

function shown(account: string): string {
  const chars = [...account];
  return chars.length > 32 ? `${chars.slice(0, 32).join('')}…` : account;
}

/** Records why account and password were refused; returns the error for the caller to throw. */
export async function credentialsRefused(
  db: Database,
  error: unknown,
  attempt: LoginAttempt,
): Promise<unknown> {
  if (!(error instanceof CredentialsRefusal)) return error;
  const { operator } = error;
  const actor = operator === null ? null : { userId: operator.id, name: operator.name };
  const account = shown(operator?.account ?? attempt.account);
  const base = { actor, ip: attempt.ip, at: attempt.now };
  switch (error.reason) {
    case 'unknownAccount':
      await recordSecurityEvent(
        db,
        { ...base, action: 'loginFailure', detail: `登录失败：账号 ${account} 不存在` },
        eventBudget(`address:${attempt.ip}`),
        attempt.log,
      );
      break;
    case 'wrongPassword':
      await recordSecurityEvent(
        db,
        { ...base, action: 'loginFailure', detail: `登录失败：账号 ${account} 密码错误` },
        eventBudget(`address:${attempt.ip}`),
        attempt.log,
      );
      break;
    case 'lockedNow': {
      const lock = error.facts.lock;
      if (lock === undefined) break;
      await recordSecurityEvent(
        db,
        {
          ...base,
          action: 'rateLimited',
          detail:
            `账号 ${account} 连续 ${String(lockoutRules.failuresPerLock)} 次密码错误，` +
            `锁定 ${String(lock.lengthMs / 60_000)} 分钟（第 ${String(lock.lockNumber)} 次锁定）`,
        },
        // Every lock is recorded; the key only keeps a retried request from recording it twice.
        {
          key: `lock:${operator?.id ?? account}:${lock.lockedUntil.toISOString()}`,
          perWindow: 1,
          windowMs: lockoutRules.maxLockMs,
        },
        attempt.log,
      );
      break;
    }
    case 'locked':
      await recordSecurityEvent(
        db,
        { ...base, action: 'rateLimited', detail: `账号 ${account} 锁定期间尝试登录，已拒绝` },
        {
          key: `locked:${operator?.id ?? account}:${error.facts.lockedUntil?.toISOString() ?? ''}`,
          perWindow: 1,
          windowMs: lockoutRules.maxLockMs,
        },
        attempt.log,
      );
      break;
    case 'throttled': {
      const throttle = error.facts.throttle;
      if (throttle === undefined) break;
      const window = `${String(lockoutRules.addressWindowMs / 60_000)} 分钟内 ${String(throttle.limit)} 次`;
      const byAddress = throttle.scope === 'address';
      await recordSecurityEvent(
        db,
        {
          ...base,
          actor: byAddress ? null : actor,
          action: 'rateLimited',
          detail: byAddress
            ? `登录失败次数过多（${window}），已暂停此来源地址的运营人员登录`
            : `账号 ${account} 在此来源地址登录失败次数过多（${window}），已暂停其在此地址登录`,
        },
        {
          key: byAddress
            ? `login-throttle:${attempt.ip}`
            : `login-throttle:${JSON.stringify([attempt.ip, account])}`,
          perWindow: 1,
          windowMs: lockoutRules.addressWindowMs,
        },
        attempt.log,
      );
      break;
    }
    case 'disabled':
      await recordSecurityEvent(
        db,
        { ...base, action: 'loginDisabled', detail: `账号 ${account} 已停用，登录被拒绝` },
        eventBudget(`account:${operator?.id ?? account}`),
        attempt.log,
      );
      break;
  }
  return error;
}

/** Records a refusal of the SMS code step that is a limit (4290); returns the error to throw. */
export async function codeRefused(
  db: Database,
  error: unknown,
  operator: LoginOperator,
  attempt: LoginAttempt,
): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== EnvelopeCode.tooManyRequests) return error;
  await recordSecurityEvent(
    db,
    {
      action: 'rateLimited',
      actor: { userId: operator.id, name: operator.name },
      detail: `账号 ${shown(operator.account)} 短信验证码：${error.msg}`,
      ip: attempt.ip,
      at: attempt.now,
    },
    { key: `sms:${operator.id}`, perWindow: 1, windowMs: limitEventWindowMs },
    attempt.log,
  );
  return error;
}

/** Records a wrong SMS code. */
export async function wrongCodeEntered(
  db: Database,
  operator: LoginOperator,
  attempt: LoginAttempt,
): Promise<void> {
  await recordSecurityEvent(
    db,
    {
      action: 'loginFailure',
      actor: { userId: operator.id, name: operator.name },
      detail: `登录失败：账号 ${shown(operator.account)} 短信验证码错误`,
      ip: attempt.ip,
      at: attempt.now,
    },
    eventBudget(`address:${attempt.ip}`),
    attempt.log,
  );
}

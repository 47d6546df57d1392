/**
 * Login SMS codes: six random digits, sent to the operator's phone and stored only as a SHA-256 hash
 * salted with the code's own id. Rate limits (one send a minute, ten a day per phone) are checked and
 * the new code recorded under a per-phone lock, so instances sharing a database cannot race past them.
 * Only an operator's newest code counts; a wrong try is counted, and the code is void after five.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { EnvelopeCode } from '../../../../openapi/envelope-codes';
import type { Database } from '../../../db/database';
import { smsCodes } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { loginSmsText } from './login-sms-text';
import { chinaDayStart, smsCodeRules } from './sms-code-rules';
import type { SmsSender } from '../../../kernel/sms-sender';

/** Codes (and their send counts) are kept two days, long enough for the daily limit. */
const codeRetentionMs = 2 * 24 * 60 * 60 * 1000;

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`, 'utf8').digest('hex');
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function tooFrequent(waitMs: number): AppError {
  return new AppError(
    EnvelopeCode.tooManyRequests,
    `操作过于频繁，请 ${String(Math.ceil(waitMs / 1000))} 秒后再试`,
  );
}

export interface IssuedCode {
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
}

/** Records a new code for the operator (voiding older ones) and sends it; throws 4290 over a limit. */
export async function issueLoginCode(
  db: Database,
  sender: SmsSender,
  options: { operatorId: string; phone: string; now: Date; log: FastifyBaseLogger },
): Promise<IssuedCode> {
  const { operatorId, phone, now, log } = options;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = randomUUID();

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`);
    const [latest] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (latest !== undefined) {
      const waitMs = latest.createdAt.getTime() + smsCodeRules.resendAfterMs - now.getTime();
      if (waitMs > 0) throw tooFrequent(waitMs);
    }
    const [today] = await tx
      .select({ sent: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, chinaDayStart(now))));
    if ((today?.sent ?? 0) >= smsCodeRules.dailyLimit) {
      throw new AppError(
        EnvelopeCode.tooManyRequests,
        `该手机号今日获取验证码已达 ${String(smsCodeRules.dailyLimit)} 次上限，请明天再试`,
      );
    }
    await tx
      .update(smsCodes)
      .set({ voidedAt: now })
      .where(
        and(
          eq(smsCodes.operatorId, operatorId),
          isNull(smsCodes.consumedAt),
          isNull(smsCodes.voidedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      id: codeId,
      operatorId,
      phone,
      codeHash: hashCode(codeId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + smsCodeRules.validMs),
    });
    await tx
      .delete(smsCodes)
      .where(lt(smsCodes.createdAt, new Date(now.getTime() - codeRetentionMs)));
  });

  try {
    await sender.send(phone, loginSmsText(code, smsCodeRules.validMs / 60_000));
  } catch (error) {
    log.error({ err: error }, 'the login SMS code could not be sent');
    // Not sent, so not counted against the limits either.
    await db.delete(smsCodes).where(eq(smsCodes.id, codeId));
    throw new AppError(EnvelopeCode.internalError, '短信验证码发送失败，请稍后重试');
  }
  return {
    resendAfterSeconds: smsCodeRules.resendAfterMs / 1000,
    expiresInSeconds: smsCodeRules.validMs / 1000,
  };
}

export type CodeCheck =
  | { readonly verified: true; readonly remainingAttempts: number }
  | { readonly verified: false; readonly remainingAttempts: number };

/**
 * Checks a code against the operator's newest one. A wrong code is counted; with `consume` a right
 * code is used up (login). No code, a used or an expired code is 4000; a code void after too many
 * wrong tries is 4290.
 */
export async function checkLoginCode(
  db: Database,
  options: { operatorId: string; code: string; now: Date; consume: boolean },
): Promise<CodeCheck> {
  const { operatorId, code, now, consume } = options;
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.operatorId, operatorId))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest === undefined || latest.consumedAt !== null) {
    throw new AppError(EnvelopeCode.invalidRequest, '请先获取短信验证码');
  }
  if (latest.failedAttempts >= smsCodeRules.maxWrongTries || latest.voidedAt !== null) {
    throw new AppError(EnvelopeCode.tooManyRequests, '验证码错误次数过多，请重新获取');
  }
  if (now.getTime() >= latest.expiresAt.getTime()) {
    throw new AppError(EnvelopeCode.invalidRequest, '验证码已过期，请重新获取');
  }

  if (sameHash(hashCode(latest.id, code), latest.codeHash)) {
    const remainingAttempts = smsCodeRules.maxWrongTries - latest.failedAttempts;
    if (!consume) return { verified: true, remainingAttempts };
    const used = await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt), isNull(smsCodes.voidedAt)),
      )
      .returning({ id: smsCodes.id });
    // Another request used or replaced it a moment ago.
    if (used.length === 0)
      throw new AppError(EnvelopeCode.invalidRequest, '验证码已失效，请重新获取');
    return { verified: true, remainingAttempts };
  }

  const [counted] = await db
    .update(smsCodes)
    .set({
      failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
      voidedAt: sql`CASE WHEN ${smsCodes.failedAttempts} + 1 >= ${smsCodeRules.maxWrongTries} THEN ${now.toISOString()}::timestamptz ELSE ${smsCodes.voidedAt} END`,
    })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.voidedAt)))
    .returning({ failedAttempts: smsCodes.failedAttempts });
  if (counted === undefined)
    throw new AppError(EnvelopeCode.tooManyRequests, '验证码错误次数过多，请重新获取');
  return {
    verified: false,
    remainingAttempts: Math.max(0, smsCodeRules.maxWrongTries - counted.failedAttempts),
  };
}

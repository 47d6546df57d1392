/**
 * The portal's login attempts (`web/login/uuid`) as the SSO stand-in sees them: a sign-in is accepted
 * only for a known attempt that has not expired or been used, and using it marks it consumed, so one
 * login address cannot be signed in through twice.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ssoLoginAttempts } from '../../db/schema';
import { originOf } from '../sign-in/sso/service-address';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AttemptCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Whether a sign-in for this attempt, returning to `service`, may go ahead at `now`. */
export async function checkLoginAttempt(
  db: Database,
  options: { uuid: string; service: string; now: Date },
): Promise<AttemptCheck> {
  const { uuid, service, now } = options;
  if (!uuidShape.test(uuid)) {
    return { ok: false, message: '登录请求无效：缺少登录标识，请返回平台重新登录' };
  }
  const [attempt] = await db
    .select()
    .from(ssoLoginAttempts)
    .where(eq(ssoLoginAttempts.uuid, uuid.toLowerCase()))
    .limit(1);
  if (attempt === undefined) {
    return { ok: false, message: '登录请求无效：找不到该登录请求，请返回平台重新登录' };
  }
  if (attempt.consumedAt !== null) {
    return { ok: false, message: '该登录请求已经完成认证，请返回平台重新登录' };
  }
  if (now.getTime() >= attempt.expiresAt.getTime()) {
    return { ok: false, message: '登录请求已过期，请返回平台重新登录' };
  }
  if (originOf(service) !== originOf(attempt.service)) {
    return { ok: false, message: '回跳地址与登录请求不符，无法完成认证' };
  }
  return { ok: true };
}

/** Marks the attempt used; false when another request used it (or it expired) a moment ago. */
export async function consumeLoginAttempt(db: Database, uuid: string, now: Date): Promise<boolean> {
  const used = await db
    .update(ssoLoginAttempts)
    .set({ consumedAt: now })
    .where(
      and(
        eq(ssoLoginAttempts.uuid, uuid.toLowerCase()),
        isNull(ssoLoginAttempts.consumedAt),
        gt(ssoLoginAttempts.expiresAt, now),
      ),
    )
    .returning({ uuid: ssoLoginAttempts.uuid });
  return used.length > 0;
}

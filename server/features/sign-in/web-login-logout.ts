/**
 * `POST web/login/logout`: ends the session of the `User-Token` header, if it is still live. Public and
 * idempotent: the SPA calls it on every local logout, with or without a valid token. An operator's
 * logout goes into the operation log, in the same transaction as the end of the session.
 */
import { eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { operators } from '../../db/schema';
import { ok } from '../../http/envelope';
import { readUserToken } from '../../http/unauthorized-error';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import { revokeSessionByToken } from '../../kernel/session/session-store';

export const webLoginLogout = defineHandler('webLoginLogout', async (_input, context) => {
  const token = readUserToken(context.request);
  const now = context.clock.now();
  const revoked =
    token !== null &&
    (await context.db.transaction(async (tx) => {
      const ended = await revokeSessionByToken(tx, token, 'logout', now);
      if (ended?.kind !== 'primary') return ended !== null;
      const [operator] = await tx
        .select({ name: operators.name, account: operators.account })
        .from(operators)
        .where(eq(operators.id, ended.userId));
      if (operator !== undefined) {
        await recordOperation(tx, {
          actor: { userId: ended.userId, name: operator.name },
          action: 'logout',
          target: null,
          detail: `${operator.account} 退出登录`,
          ip: context.request.ip,
          at: now,
        });
      }
      return true;
    }));
  return ok({ revoked }, '已退出登录');
});

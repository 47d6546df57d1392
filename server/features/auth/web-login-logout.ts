/**
 * `POST web/login/logout`: ends the session of the `User-Token` header, if it is still live. Public and
 * idempotent: the SPA calls it on every local logout, with or without a valid token.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { readUserToken } from '../../http/unauthorized-error';
import { revokeSessionByToken } from './session/session-store';

export const webLoginLogout = defineHandler('webLoginLogout', async (_input, context) => {
  const token = readUserToken(context.request);
  const revoked =
    token === null
      ? false
      : await revokeSessionByToken(context.db, token, 'logout', context.clock.now());
  return ok({ revoked }, '已退出登录');
});

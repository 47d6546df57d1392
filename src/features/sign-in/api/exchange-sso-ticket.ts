/** `web/login/second`: exchanges the government SSO's ticket for a corporate user's session. */
import type {
  ExchangeTicketInput,
  ExchangeTicketResult,
} from '@machines/login/corporate-login.types';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { loginFailureOf, unreadableAnswer } from './login-failure';
import { toLoginSession } from './to-login-session';

export async function exchangeSsoTicket(
  api: ApiClient,
  input: ExchangeTicketInput,
): Promise<ExchangeTicketResult> {
  // Quiet: the page explains a failure, and 3166 brings up the 仅支持法人登录 notice by itself.
  const result = await toResult(
    api.POST('/web/login/second', { body: input, ...withOptions({ silent: true }) }),
  );
  if (!result.ok) return loginFailureOf(result);
  const session = toLoginSession(result.data);
  return session === null ? unreadableAnswer() : { ok: true, session };
}

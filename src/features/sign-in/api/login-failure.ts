/** The failure a login step shows: the server's message, or the client's own when no answer came. */
import type { LoginFailure } from '@machines/login/login-session';
import { apiMessages } from '@/api/messages';
import type { ApiFailure } from '@/api/request';

export function loginFailureOf(failure: ApiFailure): LoginFailure {
  return { ok: false, code: failure.code, message: failure.msg };
}

/** A success whose data is not what the contract promises (a proxy's page, say) is a failure too. */
export function unreadableAnswer(): LoginFailure {
  return { ok: false, code: 'unreadable', message: apiMessages.unreadable };
}

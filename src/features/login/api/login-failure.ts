/** The failure a login step shows: the server's message, or the client's own when no answer came. */
import type { LoginFailure } from '@machines/login/login-session';
import type { ApiFailure } from '@/api/request';

export function loginFailureOf(failure: ApiFailure): LoginFailure {
  return { ok: false, code: failure.code, message: failure.msg };
}

/** A success whose data is not what the contract promises (a proxy's page, say) is a failure too. */
export const unreadableAnswer: LoginFailure = {
  ok: false,
  code: 'unreadable',
  message: '服务器返回的数据无法识别，请稍后重试',
};

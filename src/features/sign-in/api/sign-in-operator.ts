/** `web/login/primary`: account, password and SMS code once more; opens the operator's session. */
import type { SignInInput, SignInResult } from '@machines/login/operator-login.types';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { loginFailureOf, unreadableAnswer } from './login-failure';
import { toLoginSession } from './to-login-session';

export async function signInOperator(api: ApiClient, input: SignInInput): Promise<SignInResult> {
  const result = await toResult(
    api.POST('/web/login/primary', { body: input, ...withOptions({ silent: true }) }),
  );
  if (!result.ok) return loginFailureOf(result);
  const session = toLoginSession(result.data);
  return session === null ? unreadableAnswer() : { ok: true, session };
}

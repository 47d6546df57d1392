/** `web/login/primary/msg-check`: whether the code is right, without consuming it. */
import type { CheckCodeInput, CheckCodeResult } from '@machines/login/operator-login.types';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { loginFailureOf, unreadableAnswer } from './login-failure';

export async function checkLoginCode(
  api: ApiClient,
  input: CheckCodeInput,
): Promise<CheckCodeResult> {
  const result = await toResult(
    api.POST('/web/login/primary/msg-check', { body: input, ...withOptions({ silent: true }) }),
  );
  if (!result.ok) return loginFailureOf(result);
  if (result.data === null || typeof result.data.verified !== 'boolean') return unreadableAnswer();
  return {
    ok: true,
    verified: result.data.verified,
    remainingAttempts: result.data.remainingAttempts,
  };
}

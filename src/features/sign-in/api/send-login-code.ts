/** `web/login/primary/msg-send`: checks account and password and texts the code to the operator. */
import type { SendCodeInput, SendCodeResult } from '@machines/login/operator-login.types';
import type { ApiClient } from '@/api/client';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import { loginFailureOf, unreadableAnswer } from './login-failure';

export async function sendLoginCode(api: ApiClient, input: SendCodeInput): Promise<SendCodeResult> {
  // The form shows the server's message itself, so the global toast stays quiet.
  const result = await toResult(
    api.POST('/web/login/primary/msg-send', { body: input, ...withOptions({ silent: true }) }),
  );
  if (!result.ok) return loginFailureOf(result);
  if (result.data === null || typeof result.data.maskedPhone !== 'string')
    return unreadableAnswer();
  return {
    ok: true,
    maskedPhone: result.data.maskedPhone,
    resendAfterSeconds: result.data.resendAfterSeconds,
    expiresInSeconds: result.data.expiresInSeconds,
  };
}

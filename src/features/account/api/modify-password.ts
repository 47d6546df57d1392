/**
 * `primary/home/modify-password`: the operator changes their own password. The server checks the old
 * one and the policy, and ends every other session of the account.
 */
import type {
  ModifyPasswordInput,
  ModifyPasswordResult,
} from '@machines/login/change-password.types';
import type { ApiClient } from '@/api/client';
import { apiMessages } from '@/api/messages';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export async function modifyPassword(
  api: ApiClient,
  input: ModifyPasswordInput,
): Promise<ModifyPasswordResult> {
  // The form shows the server's message next to the fields, so no toast repeats it.
  const result = await toResult(
    api.POST('/primary/home/modify-password', { body: input, ...withOptions({ silent: true }) }),
  );
  if (!result.ok) return { ok: false, code: result.code, message: result.msg };
  if (result.data === null || typeof result.data.changedAt !== 'string') {
    return { ok: false, code: 'unreadable', message: apiMessages.unreadable };
  }
  return { ok: true, changedAt: result.data.changedAt };
}

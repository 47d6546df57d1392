/**
 * The writes of 管理员管理 — 新增, 编辑, 重置密码, 停用, 启用. Each resolves to what the server now holds
 * (and the one-time password where one is generated) or to the server's words for a refusal, which the
 * dialog that asked shows itself; so no toast repeats it. `unchanged` marks a 4212 answer (nothing to change).
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { Admin, AdminNewRequest, AdminUpdateRequest } from './admin-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type WriteOutcome<T> =
  { ok: true; data: T; unchanged: boolean } | { ok: false; message: string };

const silent = withOptions({ silent: true });

function outcomeOf<T>(result: ApiResult<T | null>): WriteOutcome<T> {
  if (!result.ok) return { ok: false, message: result.msg };
  if (result.data === null) return { ok: false, message: '' };
  return { ok: true, data: result.data, unchanged: result.code === EnvelopeCode.nothingToChange };
}

export type CreatedAdmin = { admin: Admin; password: string };

export async function createAdmin(request: AdminNewRequest): Promise<WriteOutcome<CreatedAdmin>> {
  const outcome = outcomeOf(
    await toResult(getApi().POST('/primary/admin/new', { body: request, ...silent })),
  );
  if (!outcome.ok) return outcome;
  return {
    ...outcome,
    data: { admin: outcome.data.admin, password: outcome.data.initialPassword },
  };
}

export async function updateAdmin(request: AdminUpdateRequest): Promise<WriteOutcome<Admin>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/admin/update', { body: request, ...silent })),
  );
}

export async function resetAdminPassword(id: string): Promise<WriteOutcome<string>> {
  const outcome = outcomeOf(
    await toResult(getApi().POST('/primary/admin/reset-password', { body: { id }, ...silent })),
  );
  return outcome.ok ? { ...outcome, data: outcome.data.temporaryPassword } : outcome;
}

export async function disableAdmin(id: string): Promise<WriteOutcome<Admin>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/admin/disable', { body: { id }, ...silent })),
  );
}

export async function enableAdmin(id: string): Promise<WriteOutcome<Admin>> {
  return outcomeOf(
    await toResult(getApi().POST('/primary/admin/enable', { body: { id }, ...silent })),
  );
}

/**
 * One operator account as the server holds it now (`POST primary/admin/detail`), read before editing so
 * the form starts from the current name and role. Failures are shown in the form, not in a toast.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { Admin } from './admin-types';

export async function getAdmin(id: string): Promise<LoadResult<Admin>> {
  const result = await toResult(
    getApi().POST('/primary/admin/detail', {
      body: { id },
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return result.data === null ? { ok: false, msg: '' } : { ok: true, data: result.data };
}

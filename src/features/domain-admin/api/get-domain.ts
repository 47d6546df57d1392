/**
 * One domain as the server holds it now (`POST primary/domain-admin/detail`): its description for the
 * edit form and its current commitment. Failures are shown where the detail was wanted, not in a toast.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { DomainAdminDetail } from './domain-admin-types';

export async function getDomain(id: string): Promise<LoadResult<DomainAdminDetail>> {
  const result = await toResult(
    getApi().POST('/primary/domain-admin/detail', {
      body: { id },
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return result.data === null ? { ok: false, msg: '' } : { ok: true, data: result.data };
}

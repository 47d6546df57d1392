/** Every version of a domain's commitment, newest first (`POST primary/domain-admin/commitment-list`). */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { DomainCommitmentVersion } from './domain-admin-types';

export async function listCommitments(
  domainId: string,
): Promise<LoadResult<DomainCommitmentVersion[]>> {
  const result = await toResult(
    getApi().POST('/primary/domain-admin/commitment-list', {
      body: { domainId },
      ...withOptions({ silent: true }),
    }),
  );
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data?.list ?? [] };
}

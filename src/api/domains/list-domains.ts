/** One page of data domains, 专区合集 (`POST web/domain/list`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export type DomainSummary = components['schemas']['DomainSummary'];
export type DomainPage = components['schemas']['DomainPage'];
export type DomainListQuery = components['schemas']['DomainListQuery'];

export async function listDomains(query: DomainListQuery): Promise<ApiResult<DomainPage>> {
  const result = await toResult(getApi().POST('/web/domain/list', { body: query }));
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize ?? 10 },
  };
}

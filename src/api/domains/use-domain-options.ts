/**
 * Every data domain as a choice for a selector (专区 filters of the review queue, 入驻材料配置): the
 * first page of `web/domain/list` at the contract's largest page size, which holds the province's
 * handful of domains many times over.
 */
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { listDomains } from './list-domains';

export type DomainOption = { id: string; name: string };

const MAX_PAGE_SIZE = 100;

async function loadDomainOptions(): Promise<LoadResult<DomainOption[]>> {
  const result = await listDomains({ page: 1, pageSize: MAX_PAGE_SIZE });
  if (!result.ok) return result;
  return { ok: true, data: result.data.list.map(({ id, name }) => ({ id, name })) };
}

export function useDomainOptions() {
  return useAsyncData(
    ['POST /web/domain/list', { page: 1, pageSize: MAX_PAGE_SIZE }, 'options'],
    loadDomainOptions,
  );
}

/**
 * The domains an application may name: those accepting applications, from the first page of
 * `web/domain/list` at the contract's largest page size (the province has a handful of domains).
 */
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { listDomains, type DomainSummary } from '@/api/domains/list-domains';

const MAX_PAGE_SIZE = 100;

async function loadOpenDomains(): Promise<LoadResult<DomainSummary[]>> {
  const result = await listDomains({ page: 1, pageSize: MAX_PAGE_SIZE });
  if (!result.ok) return result;
  return { ok: true, data: result.data.list.filter((domain) => domain.acceptingApplications) };
}

export function useOpenDomains() {
  return useAsyncData(
    ['POST /web/domain/list', { page: 1, pageSize: MAX_PAGE_SIZE }, 'accepting'],
    loadOpenDomains,
  );
}

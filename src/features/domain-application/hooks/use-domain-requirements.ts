/** The entry materials of the chosen domain (`web/domain/detail`); nothing to load before a choice. */
import { useCallback } from 'react';
import { getDomain, type DomainDetail } from '@/api/domains/get-domain';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';

export function useDomainRequirements(domainId: string) {
  const load = useCallback(async (): Promise<LoadResult<DomainDetail | null>> => {
    if (domainId === '') return { ok: true, data: null };
    return getDomain(domainId);
  }, [domainId]);
  return useAsyncData(['GET /web/domain/detail', { id: domainId }, 'orNull'], load);
}

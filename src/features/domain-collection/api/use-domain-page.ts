/** One page of the domain collection for a view, reloaded when the page changes. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listDomains } from '@/api/domains/list-domains';

export function useDomainPage(page: number, pageSize: number) {
  const load = useCallback(() => listDomains({ page, pageSize }), [page, pageSize]);
  return useAsyncData(['POST /web/domain/list', { page, pageSize }], load);
}

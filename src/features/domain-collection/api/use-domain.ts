/** A domain's description and entry requirements, loaded when a visitor opens them. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getDomain } from '@/api/domains/get-domain';

export function useDomain(id: string) {
  const load = useCallback(() => getDomain(id), [id]);
  return useAsyncData(['GET /web/domain/detail', { id }], load);
}

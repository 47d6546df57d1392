/** The corporate user of 企业用户详情, or `found: false` for an id the server does not know. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getCorporateUser } from '../api/get-corporate-user';

export function useCorporateUser(id: string) {
  const load = useCallback(() => getCorporateUser(id), [id]);
  return useAsyncData(['POST /primary/user/detail', { id }], load);
}

/** One page of corporate users, reloaded when the keyword or the page change, or on `retry()`. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listCorporateUsers } from '../api/list-corporate-users';

export type CorporateUserPageQuery = { keyword: string; page: number; pageSize: number };

export function useCorporateUserPage({ keyword, page, pageSize }: CorporateUserPageQuery) {
  const load = useCallback(
    () => listCorporateUsers({ keyword, page, pageSize }),
    [keyword, page, pageSize],
  );
  return useAsyncData(['POST /primary/user/list', { keyword, page, pageSize }], load);
}

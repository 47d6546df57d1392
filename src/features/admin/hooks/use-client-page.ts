/** One page of client applications, reloaded when the filters or the page change, or on `retry()`. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import type { AccountStatus } from '../api/admin-types';
import { listClients } from '../api/list-clients';

export type ClientPageQuery = {
  keyword: string;
  status: AccountStatus | '';
  page: number;
  pageSize: number;
};

export function useClientPage({ keyword, status, page, pageSize }: ClientPageQuery) {
  const load = useCallback(
    () => listClients({ keyword, ...(status === '' ? {} : { status }), page, pageSize }),
    [keyword, status, page, pageSize],
  );
  return useAsyncData(
    ['POST /primary/admin/client-list', { keyword, status, page, pageSize }],
    load,
  );
}

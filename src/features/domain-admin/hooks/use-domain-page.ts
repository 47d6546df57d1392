/**
 * One page of domains for 专区管理, reloaded when the filters or the page change, or on `retry()` after
 * a change (a new domain, a new commitment, opening or closing one).
 */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import type { DomainStateFilter } from '../api/domain-admin-types';
import { listDomains } from '../api/list-domains';

export type DomainPageQuery = {
  keyword: string;
  state: DomainStateFilter | '';
  page: number;
  pageSize: number;
};

export function useDomainPage({ keyword, state, page, pageSize }: DomainPageQuery) {
  const load = useCallback(
    () =>
      listDomains({
        keyword,
        ...(state === '' ? {} : { acceptingApplications: state === 'open' }),
        page,
        pageSize,
      }),
    [keyword, state, page, pageSize],
  );
  return useAsyncData(
    ['POST /primary/domain-admin/list', { keyword, state, page, pageSize }],
    load,
  );
}

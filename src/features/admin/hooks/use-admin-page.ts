/**
 * One page of operator accounts, reloaded when the filters or the page change, or on `retry()`. An
 * account changed on this page (编辑, 停用, 启用) replaces its row in place with `put`, so the table keeps
 * its place instead of loading again.
 */
import { useCallback, useMemo, useState } from 'react';
import { useAsyncData, type AsyncDataState } from '@/lib/use-async-data';
import type { AccountStatus, Admin, AdminPage } from '../api/admin-types';
import { listAdmins } from '../api/list-admins';

export type AdminPageQuery = {
  keyword: string;
  roleId: string;
  status: AccountStatus | '';
  page: number;
  pageSize: number;
};

type Replaced = { source: AdminPage | null; byId: Readonly<Record<string, Admin>> };

export function useAdminPage({ keyword, roleId, status, page, pageSize }: AdminPageQuery) {
  const load = useCallback(
    () =>
      listAdmins({
        keyword,
        ...(roleId === '' ? {} : { roleId }),
        ...(status === '' ? {} : { status }),
        page,
        pageSize,
      }),
    [keyword, roleId, status, page, pageSize],
  );
  const loaded = useAsyncData(
    ['POST /primary/admin/list', { keyword, roleId, status, page, pageSize }],
    load,
  );
  const source = loaded.status === 'success' ? loaded.data : null;
  const [replaced, setReplaced] = useState<Replaced>({ source: null, byId: {} });

  const put = useCallback(
    (admin: Admin) =>
      setReplaced((previous) => ({
        source,
        byId: { ...(previous.source === source ? previous.byId : {}), [admin.id]: admin },
      })),
    [source],
  );

  const state: AsyncDataState<AdminPage> = useMemo(() => {
    if (loaded.status !== 'success') return loaded;
    const byId = replaced.source === loaded.data ? replaced.byId : {};
    return {
      status: 'success',
      data: { ...loaded.data, list: loaded.data.list.map((admin) => byId[admin.id] ?? admin) },
    };
  }, [loaded, replaced]);

  return { ...state, retry: loaded.retry, put };
}

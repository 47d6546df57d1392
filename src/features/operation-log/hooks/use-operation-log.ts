/** One page of the operation log, reloaded when the filters or the page change, or on `retry()`. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listOperationLog } from '../api/list-operation-log';
import type { AdminLogAction, AdminLogCategory } from '../api/operation-log-types';

export type OperationLogQuery = {
  actorId: string | undefined;
  action: AdminLogAction | undefined;
  category: AdminLogCategory | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  page: number;
  pageSize: number;
};

export function useOperationLog({
  actorId,
  action,
  category,
  dateFrom,
  dateTo,
  page,
  pageSize,
}: OperationLogQuery) {
  const load = useCallback(
    () => listOperationLog({ actorId, action, category, dateFrom, dateTo, page, pageSize }),
    [actorId, action, category, dateFrom, dateTo, page, pageSize],
  );
  return useAsyncData(
    [
      'POST /primary/audit/admin-log',
      { actorId, action, category, dateFrom, dateTo, page, pageSize },
    ],
    load,
  );
}

/** One page of the management list, reloaded when the filters or the page change, or on `reload()`. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { listAnnouncements } from '../api/list-announcements';
import type { AnnouncementStatus } from '../api/announcement-types';

export type AnnouncementPageQuery = {
  status: AnnouncementStatus | undefined;
  keyword: string;
  page: number;
  pageSize: number;
};

export function useAnnouncementPage({ status, keyword, page, pageSize }: AnnouncementPageQuery) {
  const load = useCallback(
    () => listAnnouncements({ status, keyword, page, pageSize }),
    [status, keyword, page, pageSize],
  );
  return useAsyncData(
    ['POST /primary/announcement/list', { status, keyword, page, pageSize }],
    load,
  );
}

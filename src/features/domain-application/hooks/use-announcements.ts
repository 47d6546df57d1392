/** The latest published announcements for the workspace home, and one announcement on demand. */
import { useCallback } from 'react';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import type { Announcement, AnnouncementSummary } from '../api/application-types';
import { getAnnouncement } from '../api/get-announcement';
import { listAnnouncements } from '../api/list-announcements';
import { EnvelopeCode } from '@openapi/envelope-codes';

const LATEST_COUNT = 6;

export function useLatestAnnouncements() {
  const load = useCallback(async (): Promise<LoadResult<AnnouncementSummary[]>> => {
    const result = await listAnnouncements(1, LATEST_COUNT);
    return result.ok ? { ok: true, data: result.data.list } : result;
  }, []);
  return useAsyncData(
    ['POST /second/announcement/list', { page: 1, pageSize: LATEST_COUNT }, 'list'],
    load,
  );
}

/** null data: the announcement is no longer published (4011). */
export function useAnnouncement(id: string) {
  const load = useCallback(async (): Promise<LoadResult<Announcement | null>> => {
    const result = await getAnnouncement(id);
    if (result.ok) return { ok: true, data: result.data };
    return result.code === EnvelopeCode.recordNotFound ? { ok: true, data: null } : result;
  }, [id]);
  return useAsyncData(['POST /second/announcement/detail', { id }, 'orNull'], load);
}

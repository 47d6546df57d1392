/** Published announcements for the workspace, newest first (`second/announcement/list`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import type { AnnouncementPage } from './application-types';

export async function listAnnouncements(
  page: number,
  pageSize: number,
): Promise<ApiResult<AnnouncementPage>> {
  return withData(
    await toResult(getApi().POST('/second/announcement/list', { body: { page, pageSize } })),
  );
}

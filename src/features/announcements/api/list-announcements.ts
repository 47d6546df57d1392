/** One page of announcements for content editors (`POST primary/announcement/list`), most recently updated first. */
import { getApi } from '@/api/api-instance';
import type { LoadResult } from '@/lib/load-result';
import { toResult } from '@/api/request';
import type { AnnouncementListQuery, AnnouncementPage } from './announcement-types';

export async function listAnnouncements(
  query: AnnouncementListQuery,
): Promise<LoadResult<AnnouncementPage>> {
  const result = await toResult(getApi().POST('/primary/announcement/list', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? { list: [], total: 0, page: 1, pageSize: query.pageSize ?? 10 },
  };
}

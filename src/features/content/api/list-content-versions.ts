/** One page of an entry's saved versions, newest first (`POST primary/content-config/versions`). */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { LoadResult } from '@/lib/load-result';
import type { ContentVersionPage, ContentWallKey } from './content-wall-types';

export async function listContentVersions(query: {
  key: ContentWallKey;
  page: number;
  pageSize: number;
}): Promise<LoadResult<ContentVersionPage>> {
  const result = await toResult(getApi().POST('/primary/content-config/versions', { body: query }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return {
    ok: true,
    data: result.data ?? { list: [], total: 0, page: query.page, pageSize: query.pageSize },
  };
}

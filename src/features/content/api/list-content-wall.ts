/** Every entry of the content wall to choose from (`GET content-config/wall/`), in the server's order. */
import type { LoadResult } from '@/lib/load-result';
import { getContentWall } from './get-content-wall';
import type { ContentWallEntry } from './content-wall-types';

export async function listContentWall(): Promise<LoadResult<ContentWallEntry[]>> {
  const result = await getContentWall();
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, data: result.data };
}

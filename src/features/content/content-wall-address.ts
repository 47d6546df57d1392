/** The address of one entry on the content configuration page: `/workspace/content/wall?key=…`. */
import { paths, withQuery } from '@/config/routes';
import type { ContentWallKey } from './api/content-wall-types';

export function contentWallAddress(key: ContentWallKey): string {
  return withQuery(paths.contentWall, { key });
}

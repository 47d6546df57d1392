/** Addresses of the announcement pages. */
import { paths, withQuery } from '@/config/routes';

export const newAnnouncementAddress = paths.workspaceAnnounce.replace(':action', 'add');

export function editAnnouncementAddress(id: string): string {
  return withQuery(paths.workspaceAnnounce.replace(':action', 'edit'), { id });
}

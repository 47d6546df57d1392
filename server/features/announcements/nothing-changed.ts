/** 4212: the request would change nothing; the announcement as it stands comes back silently. */
import { toAnnouncement, type AnnouncementRow } from './announcement-record';

export function nothingChanged(row: AnnouncementRow, msg: string) {
  return { code: 4212 as const, msg, data: toAnnouncement(row) };
}

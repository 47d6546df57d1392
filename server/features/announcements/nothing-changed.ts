/** 4212: the request would change nothing; the announcement as it stands comes back silently. */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { toAnnouncement, type AnnouncementRow } from './announcement-record';

export function nothingChanged(row: AnnouncementRow, msg: string) {
  return { code: EnvelopeCode.nothingToChange, msg, data: toAnnouncement(row) };
}

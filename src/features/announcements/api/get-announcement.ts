/**
 * One announcement to edit (`POST primary/announcement/detail`). An unknown id (4011) is an answer,
 * not a failure: the editor moves to /404 in place of its address.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { LoadResult } from '@/lib/load-result';
import type { Announcement } from './announcement-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type AnnouncementLookup = { found: true; announcement: Announcement } | { found: false };

export async function getAnnouncement(id: string): Promise<LoadResult<AnnouncementLookup>> {
  const result = await toResult(
    getApi().POST('/primary/announcement/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
  if (!result.ok) {
    return result.code === EnvelopeCode.recordNotFound
      ? { ok: true, data: { found: false } }
      : { ok: false, msg: result.msg };
  }
  return {
    ok: true,
    data: result.data === null ? { found: false } : { found: true, announcement: result.data },
  };
}

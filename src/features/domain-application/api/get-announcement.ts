/** One published announcement (`second/announcement/detail`). */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { Announcement } from './application-types';

/** 4011 (unpublished meanwhile) is shown in the dialog, not by leaving the page. */
export async function getAnnouncement(id: string): Promise<ApiResult<Announcement | null>> {
  return toResult(
    getApi().POST('/second/announcement/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

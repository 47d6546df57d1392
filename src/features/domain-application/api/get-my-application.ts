/** One own application with its files and history (`second/domain-application/detail`). */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';

/** 4011 (not found, or another unit's id) is the page's: it moves to /404 in place of its address. */
export async function getMyApplication(id: string): Promise<ApiResult<ApplicationDetail | null>> {
  return toResult(
    getApi().POST('/second/domain-application/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

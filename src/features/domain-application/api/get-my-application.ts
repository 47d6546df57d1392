/** One own application with its files and history (`second/domain-application/detail`). */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toResult, type ApiResult } from '@/api/request';
import type { ApplicationDetail } from './application-types';

/** 4011 (not found, or another unit's id) is shown by the page at its own address. */
export async function getMyApplication(id: string): Promise<ApiResult<ApplicationDetail | null>> {
  return toResult(
    getApi().POST('/second/domain-application/detail', {
      body: { id },
      ...withOptions({ notFoundInPlace: true }),
    }),
  );
}

/** A success whose envelope carried no data is a failure for a caller that needs the record. */
import { apiMessages } from './messages';
import type { ApiResult } from './request';

export function withData<T>(result: ApiResult<T | null>): ApiResult<T> {
  if (!result.ok) return result;
  if (result.data === null)
    return { ok: false, code: result.code, msg: apiMessages.noResponseData, status: 200 };
  return { ...result, data: result.data };
}

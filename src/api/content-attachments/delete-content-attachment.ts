/** Removes an attachment with its stored bytes (`primary/content-attachment/delete`). */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

/** The confirmation dialog shows a refusal itself, so no toast. */
export async function deleteContentAttachment(id: string): Promise<ApiResult<unknown>> {
  return toResult(
    getApi().POST('/primary/content-attachment/delete', {
      body: { id },
      ...withOptions({ silent: true }),
    }),
  );
}

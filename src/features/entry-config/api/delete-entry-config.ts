/**
 * Deletes an entry config (`POST primary/entry-config/delete`). One with uploaded files is refused with
 * 4090 and the server's reason. Spec §8: no toast for this call, the dialog shows the refusal.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export async function deleteEntryConfig(
  id: string,
): Promise<ApiResult<components['schemas']['Deleted'] | null>> {
  return toResult(getApi().POST('/primary/entry-config/delete', { body: { id } }));
}

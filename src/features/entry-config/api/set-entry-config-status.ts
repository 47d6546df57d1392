/**
 * Enables or disables an entry config (`POST primary/entry-config/status`). Spec §8: the client shows
 * no toast for this call, the page shows its errors.
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { EntryConfig } from './list-entry-configs';

export async function setEntryConfigStatus(
  id: string,
  enabled: boolean,
): Promise<ApiResult<EntryConfig | null>> {
  return toResult(getApi().POST('/primary/entry-config/status', { body: { id, enabled } }));
}

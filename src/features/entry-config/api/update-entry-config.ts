/**
 * Changes an entry config (`POST primary/entry-config/update`); 4212 (nothing changed) comes back as
 * success. Spec §8: the client shows no toast for this call, the form shows its errors.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { EntryConfig } from './list-entry-configs';

export type EntryConfigUpdateRequest = components['schemas']['EntryConfigUpdateRequest'];

export async function updateEntryConfig(
  request: EntryConfigUpdateRequest,
): Promise<ApiResult<EntryConfig | null>> {
  return toResult(getApi().POST('/primary/entry-config/update', { body: request }));
}

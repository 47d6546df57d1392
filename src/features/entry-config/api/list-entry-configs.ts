/** Every entry config of one domain, enabled or not, in display order (`POST primary/entry-config/list`). */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';

export type EntryConfig = components['schemas']['EntryConfig'];
export type FileType = components['schemas']['FileType'];

export async function listEntryConfigs(domainId: string): Promise<ApiResult<EntryConfig[]>> {
  const result = await toResult(
    getApi().POST('/primary/entry-config/list', { body: { domainId } }),
  );
  if (!result.ok) return result;
  return { ...result, data: result.data?.list ?? [] };
}

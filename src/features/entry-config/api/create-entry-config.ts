/**
 * A new entry config (`POST primary/entry-config/new`). The form shows a refusal (a name already used in
 * the domain: 4090) next to its fields, so no toast repeats it.
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';
import type { EntryConfig } from './list-entry-configs';

export type EntryConfigNewRequest = components['schemas']['EntryConfigNewRequest'];

export async function createEntryConfig(
  request: EntryConfigNewRequest,
): Promise<ApiResult<EntryConfig | null>> {
  return toResult(
    getApi().POST('/primary/entry-config/new', { body: request, ...withOptions({ silent: true }) }),
  );
}

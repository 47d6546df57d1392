/**
 * The entry files of one application for the auditor's 流程追溯 (`POST primary/review/detail`, which
 * the audit right may read): only its `files` are used, the trail comes from the audit operation.
 * Failures are the section's to show, not a toast or a move to /404 (the page has its own lookup).
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withOptions } from '@/api/request-options';

export type AuditMaterial = components['schemas']['EntryFile'];

export async function getAuditMaterials(id: string): Promise<ApiResult<AuditMaterial[]>> {
  const result = await toResult(
    getApi().POST('/primary/review/detail', {
      body: { id },
      ...withOptions({ silent: true, notFoundInPlace: true }),
    }),
  );
  return result.ok ? { ...result, data: result.data?.files ?? [] } : result;
}

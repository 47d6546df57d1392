/**
 * The history rows of the applications the filters select, as a CSV or Excel file
 * (`GET primary/audit/export`). A large export takes a while to build, so it may take longer than the
 * usual 60 s; a failure comes back as a JSON envelope whose message the client has already shown.
 */
import { getApi } from '@/api/api-instance';
import { withOptions } from '@/api/request-options';
import { toFileResult, type ApiResult, type DownloadedFile } from '@/api/request';
import type { AuditApplicationQuery, ExportFormat } from './audit-types';

const EXPORT_OVERTIME_SECONDS = 180;

export type ExportFilters = Pick<
  AuditApplicationQuery,
  'domainId' | 'state' | 'dateFrom' | 'dateTo' | 'reviewerId' | 'keyword'
>;

export async function exportAuditHistory(
  format: ExportFormat,
  filters: ExportFilters,
): Promise<ApiResult<DownloadedFile>> {
  return toFileResult(
    getApi().GET('/primary/audit/export', {
      params: { query: { format, ...filters } },
      parseAs: 'blob',
      ...withOptions({ overtime: EXPORT_OVERTIME_SECONDS }),
    }),
  );
}

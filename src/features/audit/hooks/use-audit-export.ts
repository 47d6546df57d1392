/**
 * 导出 Excel / 导出 CSV: asks for the file of the current filters and hands it to the browser. A failure's
 * message has been shown by the client already (spec §8: a download's JSON error body is read).
 */
import { useCallback, useState } from 'react';
import { saveFile } from '@/lib/save-file';
import type { ExportFormat } from '../api/audit-types';
import { exportAuditHistory, type ExportFilters } from '../api/export-audit-history';

const extensions = { csv: 'csv', xlsx: 'xlsx' } as const satisfies Record<ExportFormat, string>;

/** 流程记录-20260324.csv when the server names no file; the date is Beijing's. */
export function fallbackExportName(format: ExportFormat, now: Date, baseName: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(now)
    .replaceAll('-', '');
  return `${baseName}-${day}.${extensions[format]}`;
}

export function useAuditExport(baseName: string) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const run = useCallback(
    async (format: ExportFormat, filters: ExportFilters) => {
      setPending(format);
      const result = await exportAuditHistory(format, filters);
      setPending(null);
      if (result.ok)
        saveFile(
          result.data.blob,
          result.data.fileName ?? fallbackExportName(format, new Date(), baseName),
        );
      return result.ok;
    },
    [baseName],
  );
  return { run, pending };
}

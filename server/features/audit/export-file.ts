/**
 * The file an audit export answers with, in the format asked for: its bytes, media type and a Chinese
 * file name stamped with the Beijing time of the export (专区入驻流程记录-20261122-100000.xlsx).
 */
import type { components } from '@openapi/schema';
import { beijingStamp } from './beijing-time';
import { csvFile } from './csv-file';
import { exportColumns } from './export-columns';
import type { ExportRow } from './export-rows';
import { xlsxFile } from './xlsx-file';

export type ExportFormat = components['schemas']['ExportFormat'];

export interface ExportFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

const baseName = '专区入驻流程记录';

export const exportMediaTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ExportFormat, string>;

export async function exportFile(
  format: ExportFormat,
  rows: readonly ExportRow[],
  at: Date,
): Promise<ExportFile> {
  const name = `${baseName}-${beijingStamp(at)}.${format}`;
  const bytes =
    format === 'csv'
      ? csvFile(exportColumns, rows)
      : await xlsxFile(exportColumns, rows, {
          sheetName: '流程记录',
          creator: '江苏省公共数据授权运营平台',
          createdAt: at,
        });
  return { name, contentType: exportMediaTypes[format], bytes };
}

/**
 * An export as CSV that spreadsheet programs open correctly: UTF-8 with a byte-order mark (without it
 * Excel reads the Chinese as the local code page), fields quoted as RFC 4180 says, lines ending in CRLF,
 * moments in Beijing time. A text cell that a spreadsheet would take for a formula (starting with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe, so a comment an applicant or a
 * reviewer typed can never run as a formula on an auditor's machine.
 */
import { beijingDateTime } from './beijing-time';
import type { ExportCell, ExportColumn } from './export-columns';
import type { ExportRow } from './export-rows';

const byteOrderMark = '\uFEFF';
const lineEnd = '\r\n';
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function neutralizedText(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  return needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(cell: ExportCell): string {
  switch (cell.kind) {
    case 'text':
      return neutralizedText(cell.value);
    case 'number':
      return String(cell.value);
    case 'moment':
      return beijingDateTime(cell.value);
  }
}

export function csvFile(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Buffer {
  const lines = [
    columns.map((column) => csvField(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvField(cellText(column.cell(row)))).join(',')),
  ];
  return Buffer.from(`${byteOrderMark}${lines.join(lineEnd)}${lineEnd}`, 'utf8');
}

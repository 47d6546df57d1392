/**
 * An export as an Excel workbook: one sheet with the Chinese headers in bold on a frozen first row with
 * filters, the columns as wide as their content needs, moments as real date cells showing Beijing time,
 * numbers as numbers. Text is stored as text, never as a formula.
 */
import ExcelJS from 'exceljs';
import { beijingWallClock } from './beijing-time';
import type { ExportCell, ExportColumn } from './export-columns';
import type { ExportRow } from './export-rows';

const momentFormat = 'yyyy-mm-dd hh:mm:ss';

function cellValue(cell: ExportCell): string | number | Date {
  return cell.kind === 'moment' ? beijingWallClock(cell.value) : cell.value;
}

export interface WorkbookFacts {
  readonly sheetName: string;
  readonly creator: string;
  readonly createdAt: Date;
}

export async function xlsxFile(
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  facts: WorkbookFacts,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = facts.creator;
  workbook.created = facts.createdAt;
  const sheet = workbook.addWorksheet(facts.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
  }));
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    if (column.wrap === true) sheetColumn.alignment = { wrapText: true, vertical: 'top' };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells = columns.map((column) => column.cell(row));
    const added = sheet.addRow(cells.map(cellValue));
    cells.forEach((cell, index) => {
      if (cell.kind === 'moment') added.getCell(index + 1).numFmt = momentFormat;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

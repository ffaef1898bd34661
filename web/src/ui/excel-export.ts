import ExcelJS from 'exceljs';
import dayjs from 'dayjs';

export type ExcelCell = string | number | boolean | null | undefined;

export interface ExcelColumn<T> {
  header: string;
  value: (row: T) => ExcelCell;
}

export interface ExcelReport<T> {
  columns: ReadonlyArray<ExcelColumn<T>>;
  rows: ReadonlyArray<T>;
  /**
   * With a title: title in row 1, created-on stamp in row 2, headers in row 9 (docs/functions/shell-students-staff.md §9, staff exports).
   */
  title?: string;
  createdOn?: Date;
  sheetName?: string;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Header row of titled reports; untitled reports start with their headers in row 1. */
export const TITLED_HEADER_ROW = 9;

/** Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote. */
export function escapeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellValue(value: ExcelCell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? escapeCellText(value) : value;
}

/** `<prefix><YYYYMMDD_HHmmss>.xlsx`, e.g. Student_Approved_Report_20211226_093000.xlsx. */
export function exportFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}${dayjs(now).format('YYYYMMDD_HHmmss')}.xlsx`;
}

export function createdOnText(now: Date): string {
  return `Created on: ${dayjs(now).format('MM/DD/YYYY h:mm A')}`;
}

export function buildWorkbook<T>(report: ExcelReport<T>): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = report.createdOn ?? new Date();
  const sheet = workbook.addWorksheet(report.sheetName ?? 'Report');
  let headerRow = 1;
  if (report.title !== undefined) {
    headerRow = TITLED_HEADER_ROW;
    const title = sheet.getCell(1, 1);
    title.value = escapeCellText(report.title);
    title.font = { bold: true, size: 14 };
    sheet.getCell(2, 1).value = createdOnText(report.createdOn ?? new Date());
  }
  const headers = sheet.getRow(headerRow);
  report.columns.forEach((column, i) => {
    headers.getCell(i + 1).value = escapeCellText(column.header);
  });
  headers.font = { bold: true };
  report.rows.forEach((row, r) => {
    const line = sheet.getRow(headerRow + 1 + r);
    report.columns.forEach((column, i) => {
      line.getCell(i + 1).value = cellValue(column.value(row));
    });
  });
  report.columns.forEach((column, i) => {
    // Wide enough for the header and the longest of the first rows, within reason.
    const longest = report.rows
      .slice(0, 200)
      .reduce((max, row) => Math.max(max, String(column.value(row) ?? '').length), column.header.length);
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 10), 60);
  });
  return workbook;
}

/** The .xlsx bytes of a report. */
export async function workbookBytes<T>(report: ExcelReport<T>): Promise<ArrayBuffer> {
  return (await buildWorkbook(report).xlsx.writeBuffer()) as ArrayBuffer;
}

import ExcelJS from 'exceljs';
import { REPORT_HEADER_ROW } from '../src/platform/reports';

/** A mailed report's title, headers (row 9) and data rows, cell values as they were written. */
export async function readReport(content: Buffer): Promise<{ title: unknown; headers: unknown[]; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('The report has no sheet');
  const width = sheet.getRow(REPORT_HEADER_ROW).cellCount;
  const cells = (r: number) => Array.from({ length: width }, (_, c) => sheet.getCell(r, c + 1).value);
  const rows: unknown[][] = [];
  for (let r = REPORT_HEADER_ROW + 1; r <= sheet.rowCount; r++) rows.push(cells(r));
  return { title: sheet.getCell('A1').value, headers: cells(REPORT_HEADER_ROW), rows };
}

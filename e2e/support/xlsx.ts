import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';

/**
 * The first sheet as rows of cell text, starting at A1 whatever the sheet's used range, so
 * `rows[8]` is row 9 of the file. Empty cells are ''.
 */
export function readXlsx(file: string): string[][] {
  const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const row: string[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      row.push(cell ? String(cell.w ?? cell.v ?? '').trim() : '');
    }
    rows.push(row);
  }
  return rows;
}

type Rows = ReadonlyArray<ReadonlyArray<string>>;

/** Writes rows (first row = headers) as the first sheet of an .xlsx file, and any further sheets after it. */
export function writeXlsx(file: string, rows: Rows, ...otherSheets: Rows[]): void {
  const book = XLSX.utils.book_new();
  for (const [i, sheet] of [rows, ...otherSheets].entries()) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.map((r) => [...r])), `Sheet${i + 1}`);
  }
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

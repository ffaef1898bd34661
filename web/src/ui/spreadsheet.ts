import * as XLSX from '@e965/xlsx';
import { requireSpreadsheetSize } from './spreadsheet-size';

/** One spreadsheet row as an object: header -> cell text (spec 1 §5, "each row is sent as an object"). */
export type SheetRow = Record<string, string>;

/** Dates typed into xls/xlsx cells reach the server as the console shows dates, with a four-digit year. */
const DATE_FORMAT = 'mm/dd/yyyy';

/**
 * Rows of the first sheet only. CSV arrives as text and is kept as typed (`raw`), so a phone
 * `0123` or a date stays the same text; xls/xlsx cells are read as the sheet displays them.
 */
export function readSheetRows(data: string | ArrayBuffer): SheetRow[] {
  const workbook =
    typeof data === 'string'
      ? XLSX.read(data, { type: 'string', raw: true, dense: true })
      : XLSX.read(data, { type: 'array', dateNF: DATE_FORMAT, dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<SheetRow>(sheet, { raw: false, defval: '', dateNF: DATE_FORMAT, blankrows: false });
}

/**
 * CSV is read as text: read as bytes, SheetJS would guess its encoding and break UTF-8 names. A file
 * above the stated size is refused before it is read or parsed (SpreadsheetTooLarge).
 */
export async function readSpreadsheetFile(file: File): Promise<SheetRow[]> {
  requireSpreadsheetSize(file);
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  return readSheetRows(isCsv ? await file.text() : await file.arrayBuffer());
}

import * as XLSX from '@e965/xlsx';
import { SpreadsheetUnreadable, requireSpreadsheetSize } from './spreadsheet-size';

/** One spreadsheet row as an object: header -> cell text (docs/functions/shell-students-staff.md §5, "each row is sent as an object"). */
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
  if (isCsv) return readSheetRows(await file.text());
  const bytes = await file.arrayBuffer();
  if (!looksLikeWorkbook(file.name, new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) throw new SpreadsheetUnreadable();
  try {
    return readSheetRows(bytes);
  } catch {
    // The reader's own words ('Unsupported ZIP encryption') are about the format, not the file.
    throw new SpreadsheetUnreadable();
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (head: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => head[i] === byte);

/**
 * An .xlsx is a zip; an .xls is an OLE file, or (saved by older tools) HTML or XML text. SheetJS reads
 * anything else as one text cell per line, so a damaged workbook would arrive as rows of noise.
 */
function looksLikeWorkbook(name: string, head: Uint8Array): boolean {
  if (/\.xlsx$/i.test(name)) return startsWith(head, ZIP);
  if (/\.xls$/i.test(name)) return startsWith(head, OLE) || head[0] === 0x3c || (head[0] === 0xef && head[3] === 0x3c);
  return true;
}

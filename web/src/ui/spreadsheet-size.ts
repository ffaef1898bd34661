import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MESSAGES } from '@console/contracts/common/upload';

/**
 * A spreadsheet above UPLOAD_MAX_FILE_BYTES, refused before a byte of it is read: a 15 MB xlsx can
 * unpack to 200 MB and hold the tab for many seconds. Apart from the reader, so screens can tell
 * this refusal without loading the reader's library.
 */
export class SpreadsheetTooLarge extends Error {
  constructor() {
    super(UPLOAD_MESSAGES.file);
    this.name = 'SpreadsheetTooLarge';
  }
}

export const UNREADABLE_SPREADSHEET_TEXT =
  'This file could not be read as a spreadsheet: it may be damaged or of another kind. Open it in Excel, save it as .xlsx or .csv, and upload it again.';

/**
 * A file the reader cannot make rows of (a damaged .xlsx, a renamed PDF). Refused in the browser:
 * read anyway, its bytes become one column of noise that the server refuses with a message about
 * column names, which tells the operator nothing about their file.
 */
export class SpreadsheetUnreadable extends Error {
  constructor() {
    super(UNREADABLE_SPREADSHEET_TEXT);
    this.name = 'SpreadsheetUnreadable';
  }
}

export function requireSpreadsheetSize(file: Pick<File, 'size'>): void {
  if (file.size > UPLOAD_MAX_FILE_BYTES) throw new SpreadsheetTooLarge();
}

/** The message to show for a file that could not be read, when it is one the operator can act on. */
export function spreadsheetProblem(error: unknown): string | null {
  return error instanceof SpreadsheetTooLarge || error instanceof SpreadsheetUnreadable ? error.message : null;
}

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

export function requireSpreadsheetSize(file: Pick<File, 'size'>): void {
  if (file.size > UPLOAD_MAX_FILE_BYTES) throw new SpreadsheetTooLarge();
}

/** The message to show for a file that could not be read, when it is one the operator can act on. */
export function spreadsheetProblem(error: unknown): string | null {
  return error instanceof SpreadsheetTooLarge ? error.message : null;
}

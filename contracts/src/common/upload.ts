import { z } from 'zod';
import { groupedNumber } from './numbers';

/**
 * Spreadsheet uploads: the rows of a file's first sheet as the browser read them (header -> cell),
 * sent either as the body itself (students, staff) or as `{excelData: rows}` (every other upload).
 */
export const UPLOAD_MAX_ROWS = 50_000;

/** Upload bodies may be large (50,000 rows of ten columns); calls that take one raise the body limit to this. */
export const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024;

/** Excel's 16,384 columns less one, so a row's error file (its columns plus Reason) still opens in Excel. */
export const UPLOAD_MAX_COLUMNS = 16_383;
/** A column name (a header cell) of at most this many characters. */
export const UPLOAD_MAX_HEADER_LENGTH = 255;
/** Excel's limit for the text of one cell. */
export const UPLOAD_MAX_CELL_LENGTH = 32_767;

/**
 * The largest spreadsheet the browser reads: 50,000 rows of a template's columns take 2 to 5 MB; an
 * xlsx is compressed, so a bigger one may unpack to hundreds of MB and stall the tab for seconds.
 */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  file: 'The file is larger than 10 MB. Split it into smaller files and upload each.',
  columns: `At most ${groupedNumber(UPLOAD_MAX_COLUMNS)} columns per file.`,
  header: `A column name has at most ${UPLOAD_MAX_HEADER_LENGTH} characters.`,
  cell: `A cell has at most ${groupedNumber(UPLOAD_MAX_CELL_LENGTH)} characters.`,
} as const;

/** One cell as the browser read it. */
export const sheetCell = z.union([z.string().max(UPLOAD_MAX_CELL_LENGTH, UPLOAD_MESSAGES.cell), z.number(), z.boolean(), z.null()]);

/**
 * Counts a row's columns and checks their names before the cells are parsed, so a row of a million
 * keys is refused after reading at most UPLOAD_MAX_COLUMNS + 1 of them (the cell schema would
 * otherwise spend seconds on it, and the error file would have more columns than Excel allows).
 */
function checkColumns<T>(value: T, ctx: z.RefinementCtx): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  let count = 0;
  for (const key in value) {
    if (++count > UPLOAD_MAX_COLUMNS) {
      ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.columns });
      return value;
    }
    if (key.length > UPLOAD_MAX_HEADER_LENGTH) {
      ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.header });
      return value;
    }
  }
  return value;
}

/** Gives a row schema the bounds of a spreadsheet row (columns, column names); its cells bound their own length. */
export function boundedRow<S extends z.ZodType>(row: S) {
  return z.preprocess<z.input<S>, S, z.input<S>>(checkColumns, row);
}

/** One spreadsheet row: header -> cell. */
export const sheetRow = boundedRow(z.record(z.string(), sheetCell));

/** The rows of one file: between 1 and 50,000 of them, and no more different columns than one row may have. */
export function sheetRows<S extends z.ZodType<Record<string, unknown>>>(row: S, noRows = 'The file has no rows.') {
  return z
    .array(row)
    .min(1, noRows)
    .max(UPLOAD_MAX_ROWS, 'At most 50,000 rows per file.')
    .superRefine((rows, ctx) => {
      const columns = new Set<string>();
      for (const r of rows) {
        for (const key of Object.keys(r)) columns.add(key);
        if (columns.size > UPLOAD_MAX_COLUMNS) {
          ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.columns });
          return;
        }
      }
    });
}

export const uploadRows = sheetRows(sheetRow);
export type UploadRows = z.infer<typeof uploadRows>;

/** `{excelData: rows}`, the body of the national partner upload and the reinvite imports. */
export const excelDataBody = z.object({ excelData: uploadRows });

/** An upload is stored with its import job and answered at once; the job's id follows its progress. */
export const uploadAccepted = z.object({ jobId: z.number() });

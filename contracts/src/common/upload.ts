import { z } from 'zod';

/**
 * Spreadsheet uploads: the rows of a file's first sheet as the browser read them (header -> cell),
 * sent either as the body itself (students, staff) or as `{excelData: rows}` (every other upload).
 */
export const UPLOAD_MAX_ROWS = 50_000;

/** Upload bodies may be large (50,000 rows of ten columns); calls that take one raise the body limit to this. */
export const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024;

export const uploadRows = z
  .array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])))
  .min(1, 'The file has no rows.')
  .max(UPLOAD_MAX_ROWS, 'At most 50,000 rows per file.');
export type UploadRows = z.infer<typeof uploadRows>;

/** `{excelData: rows}`, the body of the national partner upload and the reinvite imports. */
export const excelDataBody = z.object({ excelData: uploadRows });

/** An upload is stored with its import job and answered at once; the job's id follows its progress. */
export const uploadAccepted = z.object({ jobId: z.number() });

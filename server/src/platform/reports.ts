import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Flag } from '@console/contracts/common/flags';
import type { AppContext } from '../app-context';
import { knownFlagsOf } from './flag-sets';
import { newFilePath, recordFile, XLSX_CONTENT_TYPE, type StoredFile } from './files';
import type { JobContext } from './jobs';
import { queueMail } from './mail';
import { escapeHtml } from './html';

export type ReportCell = string | number | boolean | null | undefined;

export interface ReportColumn<Row> {
  header: string;
  /** Column width in characters; 18 when absent. */
  width?: number;
  value: (row: Row) => ReportCell;
}

/** How a sheet file is laid out and whose it is; its rows come as cells (see buildReport for rows of records). */
export interface SheetSpec {
  /**
   * Row 1 of the sheet; row 2 is the created-on stamp; headers are at row 9 (the console's report
   * layout). Without a title the headers are row 1, so the file can be uploaded again (error files).
   */
  title?: string;
  /** The file is `<fileName>_<YYYYMMDD_HHmmss>.xlsx`. */
  fileName: string;
  /** Header text and width in characters (18 when absent). */
  columns: ReadonlyArray<{ header: string; width?: number }>;
  operatorId: number | null;
  /** Every flag an operator needs to download the file (at least one). */
  flags: readonly Flag[];
  sheetName?: string;
  /**
   * Cells exactly as given, strings as text cells (format `@`) without the formula quote, so the
   * file uploaded again gives the same values (error files). Otherwise text that a spreadsheet
   * would run as a formula is escaped (DESIGN.md §3).
   */
  asTyped?: boolean;
}

export interface ReportSpec<Row> extends Omit<SheetSpec, 'columns'> {
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Read as they are written, so a report of a million rows never holds them all in memory. */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/** Header row of the console's reports (spec 1 §9). */
export const REPORT_HEADER_ROW = 9;

/** Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote. */
export function escapeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Cells written between two yields to the event loop: a wide or long sheet never holds up other requests. */
const CELLS_PER_YIELD = 20_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYYMMDD_HHmmss` in UTC, the stamp of report file names. */
export function fileStamp(now: Date): string {
  return `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}_${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

export function createdOnText(now: Date): string {
  const hours = now.getUTCHours() % 12 || 12;
  const ampm = now.getUTCHours() < 12 ? 'AM' : 'PM';
  return `Created on: ${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/${now.getUTCFullYear()} ${hours}:${pad(now.getUTCMinutes())} ${ampm} UTC`;
}

/**
 * Writes an xlsx sheet with exceljs's streaming writer: each row is committed to the file as it is
 * read, so memory stays flat whatever the row count, and the event loop is given back every few
 * thousand cells. A row's cells are 0-based and may be sparse (absent cells are not written). The
 * file is recorded once complete; a failed write leaves no file behind.
 */
export async function writeSheetFile(app: Pick<AppContext, 'db' | 'config'>, spec: SheetSpec, rows: AsyncIterable<readonly ReportCell[]> | Iterable<readonly ReportCell[]>): Promise<StoredFile> {
  if (spec.flags.length === 0) throw new Error(`The file ${spec.fileName} names no flag`);
  const now = new Date();
  const name = `${spec.fileName}_${fileStamp(now)}.xlsx`;
  const { relative, absolute } = newFilePath(app.config.dataDir, name);
  const text = spec.asTyped ? (value: string) => value : escapeCellText;
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: absolute, useStyles: true, useSharedStrings: false });
    workbook.created = now;
    const sheet = workbook.addWorksheet(spec.sheetName ?? 'Report');
    sheet.columns = spec.columns.map((c) => ({ width: c.width ?? 18, ...(spec.asTyped ? { style: { numFmt: '@' } } : {}) }));
    if (spec.title !== undefined) {
      const title = sheet.addRow([escapeCellText(spec.title)]);
      title.font = { bold: true, size: 14 };
      title.commit();
      sheet.addRow([createdOnText(now)]).commit();
      for (let r = 3; r < REPORT_HEADER_ROW; r++) sheet.addRow([]).commit();
    }
    const headers = sheet.addRow(spec.columns.map((c) => text(c.header)));
    headers.font = { bold: true };
    headers.commit();
    let sinceYield = 0;
    for await (const cells of rows) {
      // 1-based with a hole at 0: exceljs then puts index n in column n and skips the holes.
      const values: Array<string | number | boolean> = [];
      cells.forEach((value, index) => {
        if (value !== undefined && value !== null) values[index + 1] = typeof value === 'string' ? text(value) : value;
      });
      sheet.addRow(values).commit();
      sinceYield += cells.length;
      if (sinceYield >= CELLS_PER_YIELD) {
        sinceYield = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    sheet.commit();
    await workbook.commit();
  } catch (err) {
    fs.rmSync(absolute, { force: true });
    throw err;
  }
  return recordFile(app.db, app.config.dataDir, relative, { name, contentType: XLSX_CONTENT_TYPE, operatorId: spec.operatorId, flags: spec.flags });
}

async function* cellsOf<Row>(rows: AsyncIterable<Row> | Iterable<Row>, columns: ReadonlyArray<ReportColumn<Row>>): AsyncGenerator<ReportCell[]> {
  for await (const row of rows) yield columns.map((c) => c.value(row));
}

/** Builds an xlsx report on the server from rows of records, one column per field (see writeSheetFile). */
export function buildReport<Row>(app: Pick<AppContext, 'db' | 'config'>, spec: ReportSpec<Row>): Promise<StoredFile> {
  return writeSheetFile(app, spec, cellsOf(spec.rows, spec.columns));
}

export interface ReportMail {
  subject: string;
  text: string;
  /** Defaults to the e-mail of the operator who started the job. */
  to?: string;
}

/**
 * Mails a built report to the operator who asked for it (attachment through the outbox and the mail
 * job, so a failed send is retried and visible) and makes it the job's result file on the Jobs screen.
 */
export async function mailReport(ctx: JobContext<unknown>, file: StoredFile, mail: ReportMail): Promise<{ mailId: number } | null> {
  await ctx.setResultFile(file.id);
  let to = mail.to;
  if (!to && ctx.job.operatorId !== null) {
    const operator = await ctx.db.selectFrom('operators').select('email').where('id', '=', ctx.job.operatorId).executeTakeFirst();
    to = operator?.email;
  }
  // A scheduled report with no one to address stays downloadable from the Jobs screen.
  if (!to) return null;
  const recipient = to;
  const stored = await ctx.db.selectFrom('files').select('flags').where('id', '=', file.id).executeTakeFirstOrThrow();
  // A message has one flag: a mailed report is of one function.
  const [flag, ...others] = knownFlagsOf(stored.flags);
  if (!flag || others.length) throw new Error(`A mailed report needs exactly one flag, not ${stored.flags}`);
  const queued = await ctx.db.transaction().execute((trx) =>
    queueMail(
      trx,
      {
        to: recipient,
        subject: mail.subject,
        text: `${mail.text}\n\nAttached: ${file.name}`,
        html: `<p>${escapeHtml(mail.text)}</p><p>Attached: ${escapeHtml(file.name)}</p>`,
        kind: `report.${ctx.job.type}`,
        flag,
        relatedId: `job:${ctx.job.id}`,
        attachments: [file.id],
      },
      { operatorId: ctx.job.operatorId, maxAttempts: ctx.app.config.mailMaxAttempts },
    ),
  );
  ctx.app.jobs.notify(queued.jobId);
  return { mailId: queued.mailId };
}

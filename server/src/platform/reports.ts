import ExcelJS from 'exceljs';
import { isFlag, type Flag } from '@console/contracts/common/flags';
import type { AppContext } from '../app-context';
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

export interface ReportSpec<Row> {
  /**
   * Row 1 of the sheet; row 2 is the created-on stamp; headers are at row 9 (the console's report
   * layout). Without a title the headers are row 1, so the file can be uploaded again (error files).
   */
  title?: string;
  /** The file is `<fileName>_<YYYYMMDD_HHmmss>.xlsx`. */
  fileName: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Read as they are written, so a report of a million rows never holds them all in memory. */
  rows: AsyncIterable<Row> | Iterable<Row>;
  operatorId: number | null;
  flag: Flag | null;
  sheetName?: string;
}

/** Header row of the console's reports (spec 1 §9). */
export const REPORT_HEADER_ROW = 9;

/** Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote. */
export function escapeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellValue(value: ReportCell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? escapeCellText(value) : value;
}

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
 * Builds an xlsx report on the server with exceljs's streaming writer: each row is committed to the
 * file as it is read, so memory stays flat whatever the row count. The file is stored and recorded.
 */
export async function buildReport<Row>(app: Pick<AppContext, 'db' | 'config'>, spec: ReportSpec<Row>): Promise<StoredFile> {
  const now = new Date();
  const name = `${spec.fileName}_${fileStamp(now)}.xlsx`;
  const { relative, absolute } = newFilePath(app.config.dataDir, name);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: absolute, useStyles: true, useSharedStrings: false });
  workbook.created = now;
  const sheet = workbook.addWorksheet(spec.sheetName ?? 'Report');
  sheet.columns = spec.columns.map((c) => ({ width: c.width ?? 18 }));
  if (spec.title !== undefined) {
    const title = sheet.addRow([escapeCellText(spec.title)]);
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.addRow([createdOnText(now)]).commit();
    for (let r = 3; r < REPORT_HEADER_ROW; r++) sheet.addRow([]).commit();
  }
  const headers = sheet.addRow(spec.columns.map((c) => escapeCellText(c.header)));
  headers.font = { bold: true };
  headers.commit();
  for await (const row of spec.rows) sheet.addRow(spec.columns.map((c) => cellValue(c.value(row)))).commit();
  sheet.commit();
  await workbook.commit();
  return recordFile(app.db, app.config.dataDir, relative, { name, contentType: XLSX_CONTENT_TYPE, operatorId: spec.operatorId, flag: spec.flag });
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
  const stored = await ctx.db.selectFrom('files').select('flag').where('id', '=', file.id).executeTakeFirstOrThrow();
  const flag = stored.flag !== null && isFlag(stored.flag) ? stored.flag : null;
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

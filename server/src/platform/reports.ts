import fs from 'node:fs';
import type { Flag } from '@console/contracts/common/flags';
import type { ShopContext } from '../app-context';
import { knownFlagsOf } from './flag-sets';
import { fileStamp, writeSheet, writeSheetOffThread, type SheetCell, type SheetLayout } from './sheet-file';
import { newFilePath, PARTIAL_SUFFIX, recordFile, XLSX_CONTENT_TYPE, type StoredFile } from './files';
import type { JobContext } from './jobs';
import { queueMail } from './mail';
import { escapeHtml } from './html';

export type ReportCell = SheetCell;

export interface ReportColumn<Row> {
  header: string;
  /** Column width in characters; 18 when absent. */
  width?: number;
  value: (row: Row) => ReportCell;
}

/** A sheet file: its layout, name and whose it is. */
export interface SheetSpec extends SheetLayout {
  /** The file is `<fileName>_<YYYYMMDD_HHmmss>.xlsx`. */
  fileName: string;
  operatorId: number | null;
  /** Every flag an operator needs to download the file (at least one). */
  flags: readonly Flag[];
}

export interface ReportSpec<Row> extends SheetSpec {
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Read as they are written, so a report of a million rows never holds them all in memory. */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/**
 * Writes a sheet under DATA_DIR/files and records it once complete. It is written under a
 * `.partial` name and renamed when whole: a failed write removes it, and what a crash leaves is
 * recognisable and swept by the retention job (removePartialFiles), never taken for a made file.
 */
async function recordSheet(
  app: Pick<ShopContext, 'db' | 'config' | 'shop'>,
  spec: SheetSpec,
  write: (absolute: string, now: Date) => Promise<void>,
): Promise<StoredFile> {
  if (spec.flags.length === 0) throw new Error(`The file ${spec.fileName} names no flag`);
  const now = new Date();
  const name = `${spec.fileName}_${fileStamp(now)}.xlsx`;
  const { relative, absolute } = newFilePath(app.config.dataDir, name);
  const partial = `${absolute}${PARTIAL_SUFFIX}`;
  try {
    await write(partial, now);
    fs.renameSync(partial, absolute);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return recordFile(app.db, app.config.dataDir, relative, {
    shop: app.shop.id,
    name,
    contentType: XLSX_CONTENT_TYPE,
    operatorId: spec.operatorId,
    flags: spec.flags,
  });
}

async function* cellsOf<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: ReadonlyArray<ReportColumn<Row>>,
): AsyncGenerator<ReportCell[]> {
  for await (const row of rows) yield columns.map((c) => c.value(row));
}

/** Builds an xlsx report on the server, streamed row by row (writeSheet), stored and recorded. */
export function buildReport<Row>(app: Pick<ShopContext, 'db' | 'config' | 'shop'>, spec: ReportSpec<Row>): Promise<StoredFile> {
  return recordSheet(app, spec, (absolute, now) => writeSheet(absolute, spec, cellsOf(spec.rows, spec.columns), now));
}

/** A sheet of given cells written in a worker thread (writeSheetOffThread), stored and recorded. */
export function buildSheetOffThread(
  app: Pick<ShopContext, 'db' | 'config' | 'shop'>,
  spec: SheetSpec,
  rows: ReportCell[][],
): Promise<StoredFile> {
  return recordSheet(app, spec, (absolute, now) => writeSheetOffThread(absolute, spec, rows, now));
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
  const stored = await ctx.db
    .selectFrom('files')
    .select('flags')
    .where('shop_id', '=', ctx.app.shop.id)
    .where('id', '=', file.id)
    .executeTakeFirstOrThrow();
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
      { shop: ctx.app.shop.id, operatorId: ctx.job.operatorId, maxAttempts: ctx.app.config.mailMaxAttempts },
    ),
  );
  ctx.app.jobs.notify(queued.jobId);
  return { mailId: queued.mailId };
}

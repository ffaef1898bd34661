import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { SheetJob } from './sheet-worker';

/**
 * The xlsx writer of every sheet the console makes (reports, error files). It imports nothing of the
 * app, so a worker thread can run it too (sheet-worker.ts).
 */

export type SheetCell = string | number | boolean | null | undefined;

export interface SheetLayout {
  /**
   * Row 1 of the sheet; row 2 is the created-on stamp; headers are at row 9 (the console's report
   * layout). Without a title the headers are row 1, so the file can be uploaded again (error files).
   */
  title?: string;
  /** Header text and width in characters (18 when absent). */
  columns: ReadonlyArray<{ header: string; width?: number }>;
  sheetName?: string;
  /**
   * Cells exactly as given, strings as text cells (format `@`) without the formula quote, so the
   * file uploaded again gives the same values (error files). Otherwise text that a spreadsheet
   * would run as a formula is escaped (docs/conventions.md 'Stack').
   */
  asTyped?: boolean;
}

/** Header row of the console's reports (docs/functions/shell-students-staff.md §9). */
export const REPORT_HEADER_ROW = 9;

/** Cells written between two yields to the event loop: a long sheet never holds up other requests. */
const CELLS_PER_YIELD = 20_000;

/** Text that a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote. */
export function escapeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
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
 * Writes an xlsx sheet with exceljs's streaming writer: each row is committed to the file as it is
 * read, so memory stays flat whatever the row count, and the event loop is given back every few
 * thousand cells. A row's cells are 0-based and may be sparse (absent cells are not written).
 */
export async function writeSheet(
  absolute: string,
  layout: SheetLayout,
  rows: AsyncIterable<readonly SheetCell[]> | Iterable<readonly SheetCell[]>,
  now: Date,
): Promise<void> {
  const text = layout.asTyped ? (value: string) => value : escapeCellText;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: absolute, useStyles: true, useSharedStrings: false });
  workbook.created = now;
  const sheet = workbook.addWorksheet(layout.sheetName ?? 'Report');
  sheet.columns = layout.columns.map((c) => ({ width: c.width ?? 18, ...(layout.asTyped ? { style: { numFmt: '@' } } : {}) }));
  if (layout.title !== undefined) {
    const title = sheet.addRow([escapeCellText(layout.title)]);
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.addRow([createdOnText(now)]).commit();
    for (let r = 3; r < REPORT_HEADER_ROW; r++) sheet.addRow([]).commit();
  }
  const headers = sheet.addRow(layout.columns.map((c) => text(c.header)));
  headers.font = { bold: true };
  headers.commit();
  let sinceYield = 0;
  for await (const cells of rows) {
    // 1-based with a hole at 0: exceljs then puts index n in column n and skips the holes.
    const values: Array<string | number | boolean> = [];
    cells.forEach((value, index) => {
      if (value === undefined || value === null) return;
      values[index + 1] = typeof value === 'string' ? text(value) : value;
      sinceYield++;
    });
    sheet.addRow(values).commit();
    if (sinceYield >= CELLS_PER_YIELD) {
      sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The ESM build of tsx's register API, read from tsx's exports map. Node 20 does not apply
 * `--import tsx` to a worker's entry, so the entry registers tsx itself before loading TypeScript.
 */
function tsxApiUrl(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = manifest.exports['./esm/api']?.import.default;
  if (!api) throw new Error('tsx has no ./esm/api export');
  return pathToFileURL(path.join(path.dirname(manifestPath), api)).href;
}

/**
 * The worker thread's entry. In the bundle (server/dist/node, see dev/server-bundle.ts) this code is
 * JavaScript beside sheet-worker.js, started as it is; from source (tsx, Vitest) it is TypeScript and the
 * entry registers tsx first.
 */
function sheetWorkerEntry(): URL {
  if (import.meta.url.endsWith('.js')) return new URL('./sheet-worker.js', import.meta.url);
  const entry = new URL('./sheet-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsxApiUrl())}); register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/**
 * writeSheet in a worker thread, for sheets whose rows may be very wide (an import's error file:
 * up to 16,384 columns, each row committed at once): the HTTP server's event loop never waits on
 * it.
 */
export function writeSheetOffThread(absolute: string, layout: SheetLayout, rows: SheetCell[][], now: Date): Promise<void> {
  const job: SheetJob = {
    absolute,
    layout: {
      title: layout.title,
      columns: layout.columns.map((c) => ({ header: c.header, width: c.width })),
      sheetName: layout.sheetName,
      asTyped: layout.asTyped,
    },
    rows,
    now: now.toISOString(),
  };
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(sheetWorkerEntry(), { workerData: job });
    worker.once('message', (answer: { ok: boolean; message?: string }) => (answer.ok ? resolve() : reject(new Error(answer.message))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The sheet writer stopped (exit code ${code})`)));
  });
}

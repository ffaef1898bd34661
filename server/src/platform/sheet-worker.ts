import { parentPort, workerData } from 'node:worker_threads';
import { writeSheet, type SheetCell, type SheetLayout } from './sheet-file';

/** What writeSheetOffThread hands its worker thread. */
export interface SheetJob {
  absolute: string;
  layout: SheetLayout;
  rows: SheetCell[][];
  now: string;
}

const job = workerData as SheetJob;
writeSheet(job.absolute, job.layout, job.rows, new Date(job.now)).then(
  () => parentPort?.postMessage({ ok: true }),
  (err: unknown) => parentPort?.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) }),
);

import type { ShopContext } from '../app-context';
import { fileBytesExist, findFile, removeRecordedBytes, type FileRecord, type StoredFile } from './files';
import { knownFlagsOf } from './flag-sets';
import { jobOutcomes, jobPayload } from './jobs';
import { buildSheetOffThread, type ReportCell } from './reports';

export const REASON_COLUMN = 'Reason';

/** The job's shop: the job is looked up in it, and its error file is that shop's. */
type App = Pick<ShopContext, 'db' | 'config' | 'shop'>;

/** The rows an import job was given: every upload payload keeps them under `rows`. */
function payloadRows(payload: unknown): Array<Record<string, unknown>> | null {
  if (typeof payload !== 'object' || payload === null || !('rows' in payload) || !Array.isArray(payload.rows)) return null;
  return payload.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function cellOf(value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/**
 * The failed rows of an import as an xlsx: the original columns (in the order first seen) plus a
 * Reason column, headers in row 1, each cell as it was typed (text stays text, `=` or `+` included),
 * so the operator fixes the rows and uploads the file again. Linear in the cells sent: a column's
 * place is looked up in a map and each row writes only its own cells. Null when the job is not an
 * import or no row failed. The file needs the job's flags.
 */
export async function buildErrorFile(app: App, jobId: number): Promise<StoredFile | null> {
  const job = await app.db
    .selectFrom('jobs')
    .select(['flags', 'operator_id'])
    .where('shop_id', '=', app.shop.id)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return null;
  const rows = payloadRows(JSON.parse(await jobPayload(app.db, jobId)));
  if (!rows) return null;
  const failed = (await jobOutcomes(app.db, jobId)).filter((o) => o.status === 'failed' && rows[o.row - 1]);
  if (failed.length === 0) return null;
  const place = new Map<string, number>();
  for (const outcome of failed)
    for (const key of Object.keys(rows[outcome.row - 1] ?? {})) if (key !== REASON_COLUMN && !place.has(key)) place.set(key, place.size);
  const headers = [...place.keys()];
  const cells = failed.map((outcome) => {
    const values: ReportCell[] = [];
    for (const [key, value] of Object.entries(rows[outcome.row - 1] ?? {})) {
      const index = place.get(key);
      if (index !== undefined) values[index] = cellOf(value);
    }
    values[headers.length] = outcome.message;
    return values;
  });
  return buildSheetOffThread(
    app,
    {
      fileName: `Failed_Rows_Job_${jobId}`,
      columns: [
        ...headers.map((header) => ({ header, width: Math.min(60, Math.max(12, header.length + 2)) })),
        { header: REASON_COLUMN, width: 40 },
      ],
      operatorId: job.operator_id,
      flags: knownFlagsOf(job.flags),
      asTyped: true,
    },
    cells,
  );
}

async function usableFile(app: App, id: number | null): Promise<FileRecord | null> {
  if (id === null) return null;
  const file = await findFile(app.db, app.config.dataDir, app.shop.id, id);
  return file && !file.removedAt && (await fileBytesExist(app.db, file)) ? file : null;
}

async function dropFile(app: App, file: FileRecord): Promise<void> {
  await removeRecordedBytes(app.db, file);
  await app.db.deleteFrom('files').where('shop_id', '=', app.shop.id).where('id', '=', file.id).execute();
}

/** Builds in progress in this process, per database, so parallel downloads of one job wait for one file. */
const buildsByDb = new WeakMap<object, Map<number, Promise<FileRecord | null>>>();

async function makeErrorFile(app: App, jobId: number, stale: number | null): Promise<FileRecord | null> {
  const built = await buildErrorFile(app, jobId);
  const file = built && (await findFile(app.db, app.config.dataDir, app.shop.id, built.id));
  if (!file) return null;
  const kept = await app.db
    .updateTable('jobs')
    .set({ error_file_id: file.id })
    .where('shop_id', '=', app.shop.id)
    .where('id', '=', jobId)
    .where((eb) => (stale === null ? eb('error_file_id', 'is', null) : eb('error_file_id', '=', stale)))
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 1) return file;
  // Another instance recorded its file first (or the job was retried meanwhile): serve that one.
  await dropFile(app, file);
  const job = await errorFileOfJob(app, jobId);
  return usableFile(app, job?.error_file_id ?? null);
}

/** The error file recorded on one of the shop's jobs (undefined: no such job in this shop). */
function errorFileOfJob(app: App, jobId: number): Promise<{ error_file_id: number | null } | undefined> {
  return app.db.selectFrom('jobs').select('error_file_id').where('shop_id', '=', app.shop.id).where('id', '=', jobId).executeTakeFirst();
}

/**
 * A job's error file, made once and served again: the first download builds it (the sheet in a
 * worker thread, so other requests go on meanwhile) and records it on the job; later ones
 * get the same file. Made again only when the job ran again (retry) or the retention clean-up
 * removed it. Call it for a job that has ended.
 */
export async function jobErrorFile(app: App, jobId: number): Promise<FileRecord | null> {
  const job = await errorFileOfJob(app, jobId);
  if (!job) return null;
  const existing = await usableFile(app, job.error_file_id);
  if (existing) return existing;
  const builds = buildsByDb.get(app.db) ?? new Map<number, Promise<FileRecord | null>>();
  buildsByDb.set(app.db, builds);
  let pending = builds.get(jobId);
  if (!pending) {
    pending = makeErrorFile(app, jobId, job.error_file_id).finally(() => builds.delete(jobId));
    builds.set(jobId, pending);
  }
  return pending;
}

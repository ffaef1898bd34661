import { isFlag } from '@console/contracts/common/flags';
import type { AppContext } from '../app-context';
import type { StoredFile } from './files';
import { jobOutcomes } from './jobs';
import { buildReport } from './reports';

export const REASON_COLUMN = 'Reason';

/** The rows an import job was given: every upload payload keeps them under `rows`. */
function payloadRows(payload: unknown): Array<Record<string, unknown>> | null {
  if (typeof payload !== 'object' || payload === null || !('rows' in payload) || !Array.isArray(payload.rows)) return null;
  return payload.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function text(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/**
 * The failed rows of an import as an xlsx: the original columns (in the order first seen) plus a
 * Reason column, headers in row 1, so the operator fixes the rows and uploads the file again.
 * Null when the job is not an import or no row failed.
 */
export async function buildErrorFile(app: Pick<AppContext, 'db' | 'config'>, jobId: number): Promise<StoredFile | null> {
  const job = await app.db.selectFrom('jobs').select(['payload', 'flag', 'operator_id', 'type']).where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  const rows = payloadRows(JSON.parse(job.payload));
  if (!rows) return null;
  const failed = (await jobOutcomes(app.db, jobId)).filter((o) => o.status === 'failed' && rows[o.row - 1]);
  if (failed.length === 0) return null;
  const headers: string[] = [];
  for (const outcome of failed) for (const key of Object.keys(rows[outcome.row - 1] ?? {})) if (!headers.includes(key) && key !== REASON_COLUMN) headers.push(key);
  return buildReport(app, {
    fileName: `Failed_Rows_Job_${jobId}`,
    columns: [
      ...headers.map((header) => ({ header, width: Math.max(12, header.length + 2), value: (o: (typeof failed)[number]) => text(rows[o.row - 1]?.[header]) })),
      { header: REASON_COLUMN, width: 40, value: (o: (typeof failed)[number]) => o.message },
    ],
    rows: failed,
    operatorId: job.operator_id,
    flag: job.flag !== null && isFlag(job.flag) ? job.flag : null,
  });
}

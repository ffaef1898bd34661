import { sql } from 'kysely';
import type { JobStatus } from '@console/contracts/jobs.contract';
import { dbKind } from '../../db/dialect';
import type { DbOrTrx } from '../../platform/db';
import { flagSetHeld } from '../../platform/flag-sets';
import { afterCursor, type Cursor, type KeysetBound } from '../../platform/keyset';
import type { ShopId } from '../../platform/shop-id';

export interface JobListRecord {
  id: number;
  type: string;
  title: string | null;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  flags: string;
  cancel_requested: number;
  progress_done: number;
  progress_total: number | null;
  result_file_id: number | null;
  result_file_name: string | null;
  operator_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobFilter {
  status: JobStatus | null;
  /** The operator's flags: a job is listed only when the operator holds every flag it needs. */
  flags: readonly string[];
}

/** The shop's jobs only; a result file is joined on the job's shop as well as its id. */
function jobSelect(db: DbOrTrx, shop: ShopId) {
  return (
    db
      .selectFrom('jobs as j')
      .leftJoin('operators as o', 'o.id', 'j.operator_id')
      // A result file the retention clean-up removed is no longer offered.
      .leftJoin('files as f', (join) =>
        join.onRef('f.id', '=', 'j.result_file_id').onRef('f.shop_id', '=', 'j.shop_id').on('f.removed_at', 'is', null),
      )
      .select([
        'j.id',
        'j.type',
        'j.title',
        'j.status',
        'j.attempts',
        'j.max_attempts',
        'j.last_error',
        'j.flags',
        'j.cancel_requested',
        'j.progress_done',
        'j.progress_total',
        'f.id as result_file_id',
        'f.name as result_file_name',
        'o.email as operator_email',
        'j.created_at',
        'j.updated_at',
      ])
      .where('j.shop_id', '=', shop)
  );
}

/** The shop's jobs, newest first, keyset on (created_at, id) over the `jobs_list` index (shop first); the payload (an import's rows) stays out. */
export function jobsPageQuery(db: DbOrTrx, shop: ShopId, filter: JobFilter) {
  return async (bound: KeysetBound): Promise<JobListRecord[]> => {
    let q = jobSelect(db, shop).where(flagSetHeld('j.flags', filter.flags));
    if (filter.status) q = q.where('j.status', '=', filter.status);
    const after = afterCursor(bound, 'j.created_at', 'j.id');
    if (after) q = q.where(after);
    return q.orderBy('j.created_at', bound.order).orderBy('j.id', bound.order).limit(bound.limit).execute();
  };
}

export const jobKey = (row: JobListRecord): Cursor => ({ k: row.created_at, i: row.id });

/** The shop's job by id; another shop's is not found. */
export function findJob(db: DbOrTrx, shop: ShopId, id: number): Promise<JobListRecord | undefined> {
  return jobSelect(db, shop).where('j.id', '=', id).executeTakeFirst();
}

/** Failed rows per job, counted inside the database from the batches' stored outcomes. */
export async function failedRowCounts(db: DbOrTrx, jobIds: readonly number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const ids = sql.join(jobIds.map((id) => sql`${id}`));
  const query =
    dbKind(db) === 'postgres'
      ? sql<{ job_id: number; n: number | string }>`
          SELECT b.job_id, COUNT(*) AS n FROM job_batches b CROSS JOIN LATERAL jsonb_array_elements(b.outcomes::jsonb) e
          WHERE b.job_id IN (${ids}) AND e->>'status' = 'failed' GROUP BY b.job_id`
      : sql<{ job_id: number; n: number | string }>`
          SELECT b.job_id, COUNT(*) AS n FROM job_batches b, json_each(b.outcomes) e
          WHERE b.job_id IN (${ids}) AND json_extract(e.value, '$.status') = 'failed' GROUP BY b.job_id`;
  const result = await query.execute(db);
  return new Map(result.rows.map((r) => [Number(r.job_id), Number(r.n)]));
}

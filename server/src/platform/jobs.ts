import type { Flag } from '@console/contracts/common/flags';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';

export interface JobRecord {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  operatorId: number | null;
}

export interface RowOutcome {
  row: number;
  status: 'done' | 'failed';
  message: string;
}

export interface JobContext {
  db: Db;
  job: JobRecord;
  /**
   * Applies items in batches; each batch and its outcomes commit in one transaction, so a crash
   * resumes at the first batch without outcomes and no item is applied twice.
   */
  forEachBatch<T>(items: readonly T[], batchSize: number, apply: (trx: DbOrTrx, batch: ReadonlyArray<{ row: number; item: T }>) => Promise<RowOutcome[]>): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

export interface EnqueueInput {
  type: string;
  payload: unknown;
  operatorId: number | null;
  flag?: Flag | null;
  maxAttempts?: number;
}

/**
 * Durable jobs (DESIGN.md §5). The `jobs` table is the record on both databases: a job is stored
 * in the caller's transaction, so it exists exactly when the change that asked for it does. The
 * queue only delivers: an in-process poller on SQLite, pg-boss on PostgreSQL.
 */
export interface JobQueue {
  /** Call after the enqueuing transaction committed, to deliver at once instead of on the next sweep. */
  notify(jobId: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function enqueueJob(db: DbOrTrx, input: EnqueueInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('jobs')
    .values({
      type: input.type,
      payload: JSON.stringify(input.payload),
      status: 'pending',
      attempts: 0,
      max_attempts: input.maxAttempts ?? 5,
      run_after: now,
      locked_until: null,
      last_error: null,
      operator_id: input.operatorId,
      flag: input.flag ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const LOCK_MS = 5 * 60_000;

function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** (attempts - 1));
}

/** Claims a due job for this process; false when another worker has it or it is not due. */
async function claim(db: Db, jobId: number): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), locked_until: new Date(Date.now() + LOCK_MS).toISOString(), updated_at: now }))
    .where('id', '=', jobId)
    .where('run_after', '<=', now)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)])]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

function contextFor(db: Db, job: JobRecord): JobContext {
  return {
    db,
    job,
    async forEachBatch(items, batchSize, apply) {
      const done = await db.selectFrom('job_batches').select('batch_index').where('job_id', '=', job.id).execute();
      const finished = new Set(done.map((d) => d.batch_index));
      for (let start = 0, index = 0; start < items.length; start += batchSize, index++) {
        if (finished.has(index)) continue;
        const batch = items.slice(start, start + batchSize).map((item, i) => ({ row: start + i + 1, item }));
        await db.transaction().execute(async (trx) => {
          const outcomes = await apply(trx, batch);
          await trx.insertInto('job_batches').values({ job_id: job.id, batch_index: index, outcomes: JSON.stringify(outcomes) }).execute();
        });
        // better-sqlite3 resolves at once: yield so the HTTP server answers between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** Runs one job if this process can claim it. Returns true when it ran (successfully or not). */
export async function runJob(db: Db, handlers: ReadonlyMap<string, JobHandler>, jobId: number, log: (msg: string, err?: unknown) => void): Promise<boolean> {
  if (!(await claim(db, jobId))) return false;
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  const handler = handlers.get(row.type);
  const job: JobRecord = { id: row.id, type: row.type, payload: JSON.parse(row.payload), attempts: row.attempts, operatorId: row.operator_id };
  try {
    if (!handler) throw new Error(`No handler for job type ${row.type}`);
    await handler(contextFor(db, job));
    await db.updateTable('jobs').set({ status: 'done', locked_until: null, last_error: null, updated_at: nowIso() }).where('id', '=', jobId).execute();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failed = row.attempts >= row.max_attempts;
    log(`job ${jobId} (${row.type}) attempt ${row.attempts} failed${failed ? ' for good' : ''}: ${message}`, err);
    await db
      .updateTable('jobs')
      .set({
        status: failed ? 'failed' : 'pending',
        locked_until: null,
        last_error: message.slice(0, 2000),
        run_after: new Date(Date.now() + backoffMs(row.attempts)).toISOString(),
        updated_at: nowIso(),
      })
      .where('id', '=', jobId)
      .execute();
  }
  return true;
}

/** Jobs that are due now: pending ones and running ones whose worker died (lock expired). */
export async function dueJobIds(db: Db, limit: number): Promise<number[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'pending'), eb('run_after', '<=', now)]), eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)])]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface JobSummary {
  id: number;
  type: string;
  status: string;
  attempts: number;
  lastError: string | null;
  flag: string | null;
  outcomes: RowOutcome[];
}

export async function jobSummary(db: Db, jobId: number): Promise<JobSummary | null> {
  const job = await db.selectFrom('jobs').select(['id', 'type', 'status', 'attempts', 'last_error', 'flag']).where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  const batches = await db.selectFrom('job_batches').select('outcomes').where('job_id', '=', jobId).orderBy('batch_index').execute();
  const outcomes = batches.flatMap((b) => JSON.parse(b.outcomes) as RowOutcome[]);
  return { id: job.id, type: job.type, status: job.status, attempts: job.attempts, lastError: job.last_error, flag: job.flag, outcomes };
}

// TEMP SHIM (not committed): the platform's typed jobs land on main later.
import type { z } from 'zod';
import type { AppContext } from '../app-context';
export interface JobDef<P extends z.ZodType> { type: string; payload: P; flag: Flag | null; maxAttempts?: number; title?: string; handler(ctx: { payload: z.infer<P>; app: AppContext; db: Db; job: JobRecord; forEachBatch: JobContext['forEachBatch'] }): Promise<void> }
export function defineJob<P extends z.ZodType>(def: JobDef<P>): JobDef<P> { return def; }
export async function enqueue<P extends z.ZodType>(trx: DbOrTrx, def: JobDef<P>, payload: z.infer<P>, opts: { operatorId: number | null }): Promise<number> {
  return enqueueJob(trx, { type: def.type, payload: def.payload.parse(payload), operatorId: opts.operatorId, flag: def.flag, maxAttempts: def.maxAttempts });
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Flag } from '@console/contracts/common/flags';
import type { OrgContext, ShopContext } from '../app-context';
import { runInJobScope } from './job-scope';
import type { ClaimLimits } from './job-worker';
import { shopIdOf, type ShopId } from './shop-id';
import type { Database } from '../db/schema';
import type { JobStatus } from './jobs.table';
import { dbKind } from '../db/dialect';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';
import { recordJobRun } from './metrics';
import { flagSetOf, flagSetText } from './flag-sets';

export interface JobRecord {
  id: number;
  /** Every job works in one shop (docs/several-shops.md): its handler gets that shop's context. */
  shop: ShopId;
  type: string;
  attempts: number;
  operatorId: number | null;
}

export interface RowOutcome {
  row: number;
  status: 'done' | 'failed';
  message: string;
  /** The row's e-mail, when it has one: results name whose row it was, not only its number. */
  email?: string;
}

export type BatchItem<T> = { row: number; item: T };

export interface JobContext<P> {
  app: ShopContext;
  db: Db;
  job: JobRecord;
  /** The payload, parsed by the job's schema. */
  payload: P;
  /** Reports done / total for the Jobs screen (written at most twice a second, and always at the end). */
  progress(done: number, total: number): Promise<void>;
  /** Throws JobCancelled when an operator cancelled the job; call it between units of work. */
  throwIfCancelled(): Promise<void>;
  /**
   * Applies items in batches; each batch and its outcomes commit in one transaction, so a crash
   * resumes at the first batch without outcomes and no item is applied twice. Records progress and
   * checks for cancellation between batches.
   */
  forEachBatch<T>(
    items: readonly T[],
    batchSize: number,
    apply: (trx: DbOrTrx, batch: ReadonlyArray<BatchItem<T>>) => Promise<RowOutcome[]>,
  ): Promise<void>;
  /** The file this job made, offered for download on the Jobs screen. */
  setResultFile(fileId: number): Promise<void>;
  /** What an earlier attempt of this job kept under `step`, or null. */
  recall(step: string): Promise<string | null>;
  /**
   * Keeps `value` under `step` for later attempts (the id of work started outside), only while this
   * run holds the lease: a retry then takes up that work instead of starting it again.
   */
  keep(step: string, value: string): Promise<void>;
}

/**
 * One kind of background work: its type, the schema of its payload and its handler. The payload is
 * parsed when the job is enqueued and again before it runs, so a handler never sees a cast.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  payload: S;
  /**
   * The flag an operator needs to see the job on the Jobs screen. Null for work shared by several
   * functions (mail, reinvites): each enqueue then names the flags of that job (`flags`).
   */
  flag: Flag | null;
  maxAttempts?: number;
  /** Shown on the Jobs screen; the type when absent. */
  title?: string;
  // Method syntax keeps definitions of different payloads assignable to one registry list.
  handler(ctx: JobContext<z.infer<S>>): Promise<void>;
  /**
   * What of the payload is kept once the job is done, or has failed for PAYLOAD_KEPT_FAILED_MS
   * (a webhook's body holds a customer's personal data). All of it when absent.
   */
  payloadAfterRun?(payload: z.infer<S>): z.input<S>;
}

/** How long a failed job keeps its whole payload, for Retry on the Jobs screen. */
const PAYLOAD_KEPT_FAILED_MS = 7 * 24 * 3600_000;

async function trimPayload(db: DbOrTrx, definition: JobDefinition, jobId: number, payload: unknown): Promise<void> {
  if (!definition.payloadAfterRun) return;
  await db
    .updateTable('job_payloads')
    .set({ payload: JSON.stringify(definition.payloadAfterRun(payload)), trimmed: 1 })
    .where('job_id', '=', jobId)
    .execute();
}

/**
 * Trims the payloads of this type's jobs that failed more than PAYLOAD_KEPT_FAILED_MS ago (and, with
 * `done`, of done ones a release before `payloadAfterRun` left whole), up to `limit`; answers how many.
 */
export async function trimFailedPayloads(
  db: Db,
  definition: JobDefinition,
  limit = 200,
  now = Date.now(),
  options: { done?: boolean } = {},
): Promise<number> {
  if (!definition.payloadAfterRun) return 0;
  const failedBefore = new Date(now - PAYLOAD_KEPT_FAILED_MS).toISOString();
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('job_payloads', 'job_payloads.job_id', 'jobs.id')
    .select(['jobs.id', 'job_payloads.payload'])
    .where('jobs.type', '=', definition.type)
    .where((eb) =>
      eb.or([
        eb.and([eb('jobs.status', '=', 'failed'), eb('jobs.updated_at', '<', failedBefore)]),
        ...(options.done ? [eb('jobs.status', '=', 'done')] : []),
      ]),
    )
    .where('job_payloads.trimmed', '=', 0)
    .limit(limit)
    .execute();
  for (const row of rows) {
    const parsed = definition.payload.safeParse(JSON.parse(row.payload));
    if (parsed.success) await trimPayload(db, definition, row.id, parsed.data);
    else await db.updateTable('job_payloads').set({ payload: 'null', trimmed: 1 }).where('job_id', '=', row.id).execute();
  }
  return rows.length;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function jobRegistry(definitions: readonly JobDefinition[]): JobRegistry {
  const map = new Map<string, JobDefinition>();
  for (const def of definitions) {
    if (map.has(def.type)) throw new Error(`Job type ${def.type} is defined twice`);
    map.set(def.type, def);
  }
  return map;
}

/** Thrown inside a handler when its job was cancelled; the job ends as `cancelled`, not failed. */
export class JobCancelled extends Error {
  constructor() {
    super('Cancelled by an operator');
  }
}

export interface EnqueueOptions {
  /** The shop the job works in; its dedupe key and schedule occurrence are that shop's. */
  shop: ShopId;
  operatorId: number | null;
  /** Not before this time (a scheduled price, a delayed retry). */
  runAt?: Date | string;
  /** A second enqueue with the same key returns the first job and adds nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
  /**
   * For work shared by several functions (students and staff imports, mail): the flags an operator
   * needs to see this job, all of them (a reinvite across programmes needs each programme's).
   */
  flags?: readonly Flag[];
  /** What this job is about, for the Jobs screen ('Apply price SKU-1 on 12/01/2026'); the definition's title otherwise. */
  title?: string;
}

/**
 * Durable jobs (docs/conventions.md 'How the server behaves'). The `jobs` table is the record on both databases: a job is stored
 * in the caller's transaction, so it exists exactly when the change that asked for it does. The
 * worker claims due jobs from it directly (job-worker.ts), on both databases.
 */
export interface JobQueue {
  /** Call after the enqueuing transaction committed, to run it at once instead of on the next poll. */
  notify(jobId: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function isoOf(value: Date | string | undefined): string {
  if (value === undefined) return nowIso();
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${String(value)}`);
  return date.toISOString();
}

/** Stores a job in the caller's transaction (or one of its own); its payload must satisfy the definition's schema. */
export async function enqueue<S extends z.ZodType>(
  db: DbOrTrx,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions,
): Promise<number> {
  const parsed: unknown = definition.payload.parse(payload);
  const text = JSON.stringify(parsed);
  // The row and its payload together: a worker must never claim a job whose payload is not there yet.
  return db.isTransaction
    ? insertJob(db, definition, text, options)
    : db.transaction().execute((trx) => insertJob(trx, definition, text, options));
}

async function insertJob(trx: DbOrTrx, definition: JobDefinition, payload: string, options: EnqueueOptions): Promise<number> {
  const now = nowIso();
  const values = {
    shop_id: options.shop,
    type: definition.type,
    title: options.title ?? definition.title ?? null,
    status: 'pending' as const,
    attempts: 0,
    max_attempts: options.maxAttempts ?? definition.maxAttempts ?? 5,
    run_after: isoOf(options.runAt),
    locked_until: null,
    last_error: null,
    operator_id: options.operatorId,
    flags: flagSetText(options.flags ?? (definition.flag ? [definition.flag] : [])),
    dedupe_key: options.dedupeKey ?? null,
    created_at: now,
    updated_at: now,
  };
  const { dedupeKey } = options;
  const insert = trx.insertInto('jobs').values(values).returning('id');
  const inserted = await (
    dedupeKey === undefined ? insert : insert.onConflict((oc) => oc.columns(['shop_id', 'dedupe_key']).doNothing())
  ).executeTakeFirst();
  if (!inserted) {
    // Only a dedupe key's conflict inserts nothing: the first job enqueued under it answers.
    const existing = await trx
      .selectFrom('jobs')
      .select('id')
      .where('shop_id', '=', options.shop)
      .where('dedupe_key', '=', dedupeKey ?? null)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  await trx.insertInto('job_payloads').values({ job_id: inserted.id, payload }).execute();
  return inserted.id;
}

/** Removes a job no worker has claimed yet (its work was done without it); a claimed one runs on and finds nothing to do. */
export async function dropPendingJob(db: Db, jobId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const dropped = await trx
      .deleteFrom('jobs')
      .where('id', '=', jobId)
      .where('status', '=', 'pending')
      .where('attempts', '=', 0)
      .executeTakeFirst();
    if (Number(dropped.numDeletedRows) === 1) await trx.deleteFrom('job_payloads').where('job_id', '=', jobId).execute();
  });
}

/** Moves a job that has not started yet to another time. */
export async function rescheduleJob(db: DbOrTrx, jobId: number, runAt: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_after: runAt.toISOString(), updated_at: nowIso() })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute();
}

/** The payload a job was enqueued with, as stored (JSON text). */
export async function jobPayload(db: DbOrTrx, jobId: number): Promise<string> {
  const row = await db.selectFrom('job_payloads').select('payload').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return row.payload;
}

/**
 * A claim is a lease: the run renews it while it works (a heartbeat, and with every committed batch),
 * and a job whose lease ran out is taken back by any worker. A short lease is what makes a killed
 * worker's job resume within a minute (JOB_LEASE_SECONDS, default 30).
 */
function leaseMs(app: Pick<OrgContext, 'config'>): number {
  return (app.config.jobLeaseSeconds ?? 30) * 1000;
}

function leaseEnd(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** (attempts - 1));
}

/** Thrown inside a run whose lease another worker took back: it stops without touching the job. */
class LeaseLost extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: lease lost to another worker`);
  }
}

type JobsEb = ExpressionBuilder<Database, 'jobs'>;

/** Due now: pending ones past run_after, and running ones whose lease ran out (their worker is gone). */
function isDue(now: string): (eb: JobsEb) => Expression<SqlBool> {
  return (eb) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('run_after', '<=', now)]),
      eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
    ]);
}

function claimValues(ms: number, token: string, now: string) {
  return (eb: JobsEb) => ({
    status: 'running' as const,
    attempts: eb('attempts', '+', 1),
    locked_until: leaseEnd(ms),
    locked_by: token,
    updated_at: now,
  });
}

/** Claims this due job for a run identified by `token`; false when another run holds it or it is not due. */
async function claim(db: Db, jobId: number, ms: number, token: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('jobs')
    .set(claimValues(ms, token, now))
    .where('id', '=', jobId)
    .where(isDue(now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Operator-started work (an approval's store write, an upload, a report asked for) or background work (sync, schedules). */
type Lane = 'operator' | 'background';

function inLane(lane: Lane): (eb: JobsEb) => Expression<SqlBool> {
  return (eb) => (lane === 'operator' ? eb('operator_id', 'is not', null) : eb('operator_id', 'is', null));
}

/** The shop this process last claimed a job of, per database and lane: ties between shops take turns after it. */
const lastClaimed = new WeakMap<Db, Map<Lane, number>>();

/**
 * The shop whose due work of this lane should go next: the one with the fewest jobs running now (on any
 * instance), so one shop's backlog never holds up another's; ties take turns, starting after the
 * shop this process claimed last. Null when nothing of the lane is due.
 */
async function fairestShop(db: Db, shops: readonly ShopId[], lane: Lane, now: string): Promise<ShopId | null> {
  // Every index of jobs leads with the shop: naming the shops keeps these reads index range scans.
  const due = await db
    .selectFrom('jobs')
    .select('shop_id')
    .distinct()
    .where('shop_id', 'in', shops)
    .where(isDue(now))
    .where(inLane(lane))
    .execute();
  if (due.length === 0) return null;
  if (due.length === 1) return shopIdOf(due[0]!.shop_id);
  const running = await db
    .selectFrom('jobs')
    .select((eb) => ['shop_id', eb.fn.countAll<number>().as('n')])
    .where(
      'shop_id',
      'in',
      due.map((d) => d.shop_id),
    )
    .where('status', '=', 'running')
    .where('locked_until', '>=', now)
    .groupBy('shop_id')
    .execute();
  const runningBy = new Map(running.map((r) => [r.shop_id, Number(r.n)]));
  const least = Math.min(...due.map((d) => runningBy.get(d.shop_id) ?? 0));
  const candidates = due
    .map((d) => d.shop_id)
    .filter((shop) => (runningBy.get(shop) ?? 0) === least)
    .sort((a, b) => a - b);
  const last = lastClaimed.get(db)?.get(lane) ?? 0;
  return shopIdOf(candidates.find((shop) => shop > last) ?? candidates[0]!);
}

function rememberClaim(db: Db, lane: Lane, shop: ShopId): void {
  let byLane = lastClaimed.get(db);
  if (!byLane) lastClaimed.set(db, (byLane = new Map()));
  byLane.set(lane, shop);
}

/**
 * Claims the next due job, or null: operator-started work before background work, and within a lane the
 * oldest job of the fairest shop. `background` false leaves background work to other slots (the worker keeps
 * one slot for operators' work). On PostgreSQL `FOR UPDATE SKIP LOCKED` lets any number of
 * workers claim at once without waiting on each other or taking the same job; SQLite serialises
 * writers, so one statement is enough there.
 */
async function claimNext(
  db: Db,
  shops: readonly ShopId[],
  ms: number,
  token: string,
  background: boolean,
): Promise<{ id: number; lane: Lane; shop: ShopId } | null> {
  if (shops.length === 0) return null;
  const now = nowIso();
  for (const lane of background ? (['operator', 'background'] as const) : (['operator'] as const)) {
    const shop = await fairestShop(db, shops, lane, now);
    if (shop === null) continue;
    const id = await claimIn(db, ms, token, now, lane, shop);
    rememberClaim(db, lane, shop);
    if (id !== null) return { id, lane, shop };
  }
  return null;
}

async function claimIn(db: Db, ms: number, token: string, now: string, lane: Lane, shop: ShopId): Promise<number | null> {
  let next = db.selectFrom('jobs').select('id').where('shop_id', '=', shop).where(isDue(now)).where(inLane(lane)).orderBy('id').limit(1);
  if (dbKind(db) === 'postgres') next = next.forUpdate().skipLocked();
  const row = await db
    .updateTable('jobs')
    .set(claimValues(ms, token, now))
    .where('id', '=', (eb) => eb.selectFrom(next.as('next')).select('next.id'))
    .where(isDue(now))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Renews the lease of this run; false when another run has taken the job back. */
async function renewLease(db: DbOrTrx, jobId: number, ms: number, token: string): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ locked_until: leaseEnd(ms) })
    .where('id', '=', jobId)
    .where('locked_by', '=', token)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

function contextFor<P>(root: ShopContext, job: JobRecord, payload: P, lease: { ms: number; token: string }): JobContext<P> {
  // Every line the job's handler (and the services it calls) logs carries the job's id and type.
  const app: ShopContext = { ...root, log: root.log.child({ jobId: job.id, jobType: job.type }) };
  const db = app.db;
  let lastProgressAt = 0;
  const ctx: JobContext<P> = {
    app,
    db,
    job,
    payload,
    async progress(done, total) {
      const now = Date.now();
      if (done < total && now - lastProgressAt < 500) return;
      lastProgressAt = now;
      await db.updateTable('jobs').set({ progress_done: done, progress_total: total }).where('id', '=', job.id).execute();
    },
    async throwIfCancelled() {
      const row = await db.selectFrom('jobs').select('cancel_requested').where('id', '=', job.id).executeTakeFirst();
      if (!row || row.cancel_requested) throw new JobCancelled();
    },
    async forEachBatch(items, batchSize, apply) {
      const done = await db.selectFrom('job_batches').select('batch_index').where('job_id', '=', job.id).execute();
      const finished = new Set(done.map((d) => d.batch_index));
      for (let start = 0, index = 0; start < items.length; start += batchSize, index++) {
        if (finished.has(index)) continue;
        await ctx.throwIfCancelled();
        const batch = items.slice(start, start + batchSize).map((item, i) => ({ row: start + i + 1, item }));
        await db.transaction().execute(async (trx) => {
          // The batch commits only while this run still holds the lease: a run that stalled past it
          // and lost the job to another worker cannot apply rows the other one applies too.
          if (!(await renewLease(trx, job.id, lease.ms, lease.token))) throw new LeaseLost(job.id);
          const outcomes = await apply(trx, batch);
          await trx
            .insertInto('job_batches')
            .values({ job_id: job.id, batch_index: index, outcomes: JSON.stringify(outcomes) })
            .execute();
        });
        await ctx.progress(Math.min(items.length, start + batchSize), items.length);
        // better-sqlite3 resolves at once: yield so the HTTP server answers between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await ctx.progress(items.length, items.length);
    },
    async setResultFile(fileId) {
      await db.updateTable('jobs').set({ result_file_id: fileId }).where('id', '=', job.id).execute();
    },
    async recall(step) {
      const row = await db.selectFrom('job_steps').select('value').where('job_id', '=', job.id).where('step', '=', step).executeTakeFirst();
      return row?.value ?? null;
    },
    async keep(step, value) {
      await db.transaction().execute(async (trx) => {
        if (!(await renewLease(trx, job.id, lease.ms, lease.token))) throw new LeaseLost(job.id);
        await trx
          .insertInto('job_steps')
          .values({ job_id: job.id, step, value })
          .onConflict((oc) => oc.columns(['job_id', 'step']).doUpdateSet({ value }))
          .execute();
      });
    },
  };
  return ctx;
}

/** Ends this run's job; nothing happens when another run has taken it back meanwhile. */
async function finish(
  db: DbOrTrx,
  jobId: number,
  token: string,
  status: JobStatus,
  lastError: string | null,
  runAfter?: string,
  attempts?: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status,
      locked_until: null,
      locked_by: null,
      last_error: lastError,
      updated_at: nowIso(),
      ...(runAfter ? { run_after: runAfter } : {}),
      ...(attempts === undefined ? {} : { attempts }),
    })
    .where('id', '=', jobId)
    .where('locked_by', '=', token)
    .execute();
}

/** How long a job that waits for an outside condition (not a failure) sleeps before it looks again. */
const WAIT_MS = 60_000;

/** An error that says "not now" rather than "failed" (duck-typed: the platform knows no integration). */
function waitsWithoutAttempt(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { waitsWithoutAttempt?: unknown }).waitsWithoutAttempt === true;
}

/** When a waiting job looks again: the time its error names (a store paused until then), else in WAIT_MS. */
function waitEnd(err: unknown): Date {
  const retryAt = (err as { retryAt?: unknown }).retryAt;
  return retryAt instanceof Date && retryAt.getTime() > Date.now() ? retryAt : new Date(Date.now() + WAIT_MS);
}

/** How the queue reports: a message, the error if any, and fields for the log line (the job's id and type). */
export type JobLog = (msg: string, err?: unknown, fields?: Record<string, unknown>) => void;

/** Runs a job this run has claimed under `token`, to its end (done, failed, retried later or cancelled). */
async function runClaimed(org: OrgContext, registry: JobRegistry, jobId: number, token: string, log: JobLog): Promise<void> {
  const db = org.db;
  const ms = leaseMs(org);
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  const shop = shopIdOf(row.shop_id);
  const job: JobRecord = { id: row.id, shop, type: row.type, attempts: row.attempts, operatorId: row.operator_id };
  const heartbeat = setInterval(
    () => {
      renewLease(db, jobId, ms, token).catch((err) => log(`job ${jobId}: could not renew its lease`, err, { jobId }));
    },
    Math.max(250, Math.floor(ms / 3)),
  );
  heartbeat.unref();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    // Cancelled while its worker was gone: end it instead of starting over.
    if (row.cancel_requested) throw new JobCancelled();
    const definition = registry.get(row.type);
    if (!definition) throw new Error(`No handler for job type ${row.type}`);
    const payload: unknown = definition.payload.parse(JSON.parse(await jobPayload(db, jobId)));
    // The job's shop may have been added on another instance since this one last read the shops.
    const app = await org.shops.get(shop);
    await runInJobScope(jobId, () => definition.handler(contextFor(app, job, payload, { ms, token })));
    if (definition.payloadAfterRun) {
      // Done and trimmed together: a retry never meets a trimmed payload, a done job never keeps it all.
      await db.transaction().execute(async (trx) => {
        await finish(trx, jobId, token, 'done', null);
        await trimPayload(trx, definition, jobId, payload);
      });
    } else await finish(db, jobId, token, 'done', null);
    recordJobRun(row.type, 'done', seconds());
  } catch (err) {
    if (err instanceof LeaseLost) {
      log(err.message);
      return;
    }
    if (err instanceof JobCancelled) {
      await finish(db, jobId, token, 'cancelled', err.message);
      recordJobRun(row.type, 'cancelled', seconds());
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    if (waitsWithoutAttempt(err)) {
      // Not a failure of the job (e.g. the app is uninstalled from the store): it waits, never ends failed.
      log(`job ${jobId} (${row.type}) waits: ${message}`, undefined, { jobId, jobType: row.type });
      await finish(db, jobId, token, 'pending', message.slice(0, 2000), waitEnd(err).toISOString(), row.attempts - 1);
      recordJobRun(row.type, 'retry', seconds());
      return;
    }
    const failed = row.attempts >= row.max_attempts;
    log(`job ${jobId} (${row.type}) attempt ${row.attempts} failed${failed ? ' for good' : ''}: ${message}`, err, {
      jobId,
      jobType: row.type,
    });
    await finish(
      db,
      jobId,
      token,
      failed ? 'failed' : 'pending',
      message.slice(0, 2000),
      new Date(Date.now() + backoffMs(row.attempts)).toISOString(),
    );
    recordJobRun(row.type, failed ? 'failed' : 'retry', seconds());
  } finally {
    clearInterval(heartbeat);
  }
}

/** A claim's token names the worker (host and process id, for an operator looking at a stuck job) and is unique per claim. */
function claimToken(): string {
  return `${hostname()}:${process.pid}:${randomUUID()}`;
}

/** Runs one job if this process can claim it. Returns true when it ran (successfully or not). */
export async function runJob(app: OrgContext, registry: JobRegistry, jobId: number, log: JobLog): Promise<boolean> {
  const token = claimToken();
  if (!(await claim(app.db, jobId, leaseMs(app), token))) return false;
  await runClaimed(app, registry, jobId, token, log);
  return true;
}

/**
 * Claims the next due job (claimNext) and runs it; false when none is due. `onClaimed` hears of the claim
 * before the run: its shop, and whether it is background work. `limits.background` false claims operators'
 * work only; `limits.busyShops` hold their share of the worker's slots and wait, while other shops are served.
 */
export async function runNextJob(
  app: OrgContext,
  registry: JobRegistry,
  log: JobLog,
  onClaimed?: (claim: { background: boolean; shop: ShopId }) => void,
  limits: ClaimLimits = { background: true, busyShops: new Set() },
): Promise<boolean> {
  const token = claimToken();
  // The shops this instance serves: one added elsewhere is claimed from its next registry read (within 30 s).
  const served = app.shops.all().map((c) => c.shop.id);
  const shops = served.length > 1 ? served.filter((shop) => !limits.busyShops.has(shop)) : served;
  const claimed = await claimNext(app.db, shops, leaseMs(app), token, limits.background);
  if (claimed === null) return false;
  onClaimed?.({ background: claimed.lane === 'background', shop: claimed.shop });
  await runClaimed(app, registry, claimed.id, token, log);
  return true;
}

/** Jobs that are due now: pending ones and running ones whose worker died (lease ran out). */
export async function dueJobIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('jobs').select('id').where(isDue(nowIso())).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The status of each job enqueued under one of these dedupe keys (a feature finds the job it asked for). */
export async function jobStatusesByKey(
  db: DbOrTrx,
  shop: ShopId,
  keys: readonly string[],
): Promise<Map<string, { id: number; status: JobStatus }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'dedupe_key'])
    .where('shop_id', '=', shop)
    .where('dedupe_key', 'in', [...keys])
    .execute();
  return new Map(rows.flatMap((r) => (r.dedupe_key === null ? [] : [[r.dedupe_key, { id: r.id, status: r.status }] as const])));
}

/**
 * Cancel: a pending job ends at once; a running one is asked to stop and ends at its handler's next
 * check. False when the job has already ended.
 */
export async function cancelJob(db: DbOrTrx, shop: ShopId, jobId: number): Promise<boolean> {
  const now = nowIso();
  const pending = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', cancel_requested: 1, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(pending.numUpdatedRows) === 1) return true;
  const running = await db
    .updateTable('jobs')
    .set({ cancel_requested: 1, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(running.numUpdatedRows) === 1;
}

/**
 * Retry a failed or cancelled job: it runs again with fresh attempts and resumes after its last
 * committed batch, so rows already applied are not applied twice; one that never ran keeps its
 * scheduled time. False when it has not ended so.
 */
export async function retryJob(db: DbOrTrx, shop: ShopId, jobId: number): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('jobs')
    // Its failed rows change as it runs again: the error file is made anew when next asked for.
    .set((eb) => ({
      status: 'pending',
      attempts: 0,
      cancel_requested: 0,
      last_error: null,
      // A job cancelled before it ever ran keeps its time (a scheduled price waits for its day again).
      run_after: eb
        .case()
        .when(eb.and([eb('attempts', '=', 0), eb('run_after', '>', now)]))
        .then(eb.ref('run_after'))
        .else(now)
        .end(),
      updated_at: now,
      error_file_id: null,
    }))
    .where('shop_id', '=', shop)
    .where('id', '=', jobId)
    .where('status', 'in', ['failed', 'cancelled'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export interface JobSummary {
  id: number;
  type: string;
  title: string | null;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
  flags: string[];
  operatorId: number | null;
  progressDone: number;
  progressTotal: number | null;
  resultFileId: number | null;
  createdAt: string;
  updatedAt: string;
  outcomes: RowOutcome[];
}

export async function jobOutcomes(db: DbOrTrx, jobId: number): Promise<RowOutcome[]> {
  const batches = await db.selectFrom('job_batches').select('outcomes').where('job_id', '=', jobId).orderBy('batch_index').execute();
  return batches.flatMap((b) => JSON.parse(b.outcomes) as RowOutcome[]);
}

/** Null for a job of another shop, as for one that does not exist. */
export async function jobSummary(db: DbOrTrx, shop: ShopId, jobId: number): Promise<JobSummary | null> {
  const job = await db.selectFrom('jobs').selectAll().where('shop_id', '=', shop).where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  return {
    id: job.id,
    type: job.type,
    title: job.title,
    status: job.status,
    attempts: job.attempts,
    lastError: job.last_error,
    flags: flagSetOf(job.flags),
    operatorId: job.operator_id,
    progressDone: job.progress_done,
    progressTotal: job.progress_total,
    resultFileId: job.result_file_id,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    outcomes: await jobOutcomes(db, jobId),
  };
}

/** A job's attempts so far and its limit: a handler asks whether its failure now is the last one. */
export async function jobAttempts(db: DbOrTrx, jobId: number): Promise<{ attempts: number; max_attempts: number }> {
  return db.selectFrom('jobs').select(['attempts', 'max_attempts']).where('id', '=', jobId).executeTakeFirstOrThrow();
}

/** The total a shop's job last reported with its progress, once known. */
export async function jobProgressTotal(db: DbOrTrx, shop: ShopId, jobId: number): Promise<number | null> {
  const job = await db.selectFrom('jobs').select('progress_total').where('shop_id', '=', shop).where('id', '=', jobId).executeTakeFirst();
  return job?.progress_total == null ? null : Number(job.progress_total);
}

/** Makes the shop's pending jobs that wait after an error starting with `errorPrefix` due now; answers their ids. */
export async function releaseWaitingJobs(db: DbOrTrx, shop: ShopId, errorPrefix: string, now: string): Promise<number[]> {
  const released = await db
    .updateTable('jobs')
    .set({ run_after: now, updated_at: now })
    .where('shop_id', '=', shop)
    .where('status', '=', 'pending')
    .where('last_error', 'like', `${errorPrefix}%`)
    .returning('id')
    .execute();
  return released.map((job) => job.id);
}

/** A pending job of this type and title in the shop, if one waits (a job queued "unless one already waits"). */
export function pendingJobTitled(db: DbOrTrx, shop: ShopId, type: string, title: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('shop_id', '=', shop)
    .where('type', '=', type)
    .where('status', '=', 'pending')
    .where('title', '=', title)
    .executeTakeFirst();
}

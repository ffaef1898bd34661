import { Cron } from 'croner';
import type { z } from 'zod';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';
import { enqueue, type JobDefinition, type JobRegistry } from './jobs';
import { shopIdOf, type ShopId } from './shop-id';

export interface ScheduleInput<S extends z.ZodType> {
  /** Each shop has its own occurrences of a schedule (docs/several-shops.md). */
  shop: ShopId;
  /** Unique within the shop, e.g. `price-monitoring.nightly`. */
  name: string;
  /** Cron pattern (croner syntax, minutes resolution), read in `timeZone`. */
  cron: string;
  /** IANA time zone, e.g. America/New_York: occurrences follow its daylight-saving changes. */
  timeZone: string;
  job: JobDefinition<S>;
  payload: z.input<S>;
  enabled: boolean;
}

/** The first occurrence strictly after `from`; throws on a bad pattern or time zone. */
export function nextOccurrence(cron: string, timeZone: string, from: Date): Date {
  const next = new Cron(cron, { timezone: timeZone, paused: true }).nextRun(from);
  if (!next) throw new Error(`Schedule ${cron} (${timeZone}) has no next occurrence`);
  return next;
}

/**
 * Creates or changes a schedule. An unchanged pattern keeps its pending occurrence, so a restart
 * never skips the occurrence it missed; a changed pattern starts from the next one.
 */
export async function upsertSchedule<S extends z.ZodType>(db: DbOrTrx, input: ScheduleInput<S>, now: Date = new Date()): Promise<void> {
  const payload = JSON.stringify(input.job.payload.parse(input.payload));
  const existing = await db
    .selectFrom('schedules')
    .selectAll()
    .where('shop_id', '=', input.shop)
    .where('name', '=', input.name)
    .executeTakeFirst();
  const samePattern = existing && existing.cron === input.cron && existing.time_zone === input.timeZone;
  const next = samePattern ? existing.next_run_at : nextOccurrence(input.cron, input.timeZone, now).toISOString();
  const values = {
    cron: input.cron,
    time_zone: input.timeZone,
    job_type: input.job.type,
    payload,
    enabled: input.enabled ? 1 : 0,
    next_run_at: next,
    updated_at: nowIso(),
  };
  if (existing) {
    const unchanged =
      samePattern && existing.job_type === values.job_type && existing.payload === payload && existing.enabled === values.enabled;
    if (!unchanged)
      await db.updateTable('schedules').set(values).where('shop_id', '=', input.shop).where('name', '=', input.name).execute();
    return;
  }
  await db
    .insertInto('schedules')
    .values({ shop_id: input.shop, name: input.name, ...values, last_run_at: null })
    .onConflict((oc) => oc.columns(['shop_id', 'name']).doNothing())
    .execute();
}

export async function removeSchedule(db: DbOrTrx, shop: ShopId, name: string): Promise<void> {
  await db.deleteFrom('schedules').where('shop_id', '=', shop).where('name', '=', name).execute();
}

/** The dedupe key of one occurrence of a schedule (per shop: the jobs' unique key leads with the shop). */
function occurrenceKey(name: string, occurrence: string): string {
  return `schedule:${name}:${occurrence}`;
}

/** An earlier occurrence of this schedule in this shop that has not ended, or null (occurrences never overlap). */
async function unfinishedOccurrence(db: DbOrTrx, shop: ShopId, name: string, jobType: string): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('shop_id', '=', shop)
    .where('type', '=', jobType)
    .where('status', 'in', ['pending', 'running'])
    // A `_` in a name matches any character here: harmless beside the type filter (SQLite's LIKE has no default escape).
    .where('dedupe_key', 'like', `${occurrenceKey(name, '')}%`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Enqueues the job of every due occurrence, in every shop. Each instance may call this at the same moment: the
 * occurrence is taken by a compare-and-set on `next_run_at` and its job carries the dedupe key
 * `schedule:<name>:<occurrence>` (unique per shop), so it runs exactly once. After downtime the next occurrence is
 * counted from now: missed occurrences are caught up once, not once each. An occurrence due while the shop's
 * previous one still waits or runs is coalesced into it: its job is recorded as cancelled, saying so on Jobs,
 * so a slow reconciliation never holds several of the worker's slots at once.
 */
export async function enqueueDueSchedules(db: Db, registry: JobRegistry, now: Date = new Date()): Promise<number[]> {
  const nowText = now.toISOString();
  const due = await db.selectFrom('schedules').selectAll().where('enabled', '=', 1).where('next_run_at', '<=', nowText).execute();
  const jobIds: number[] = [];
  for (const schedule of due) {
    const definition = registry.get(schedule.job_type);
    const next = nextOccurrence(schedule.cron, schedule.time_zone, now).toISOString();
    const jobId = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('schedules')
        .set({ next_run_at: next, last_run_at: schedule.next_run_at })
        .where('shop_id', '=', schedule.shop_id)
        .where('name', '=', schedule.name)
        .where('next_run_at', '=', schedule.next_run_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1 || !definition) return null;
      const shop = shopIdOf(schedule.shop_id);
      const earlier = await unfinishedOccurrence(trx, shop, schedule.name, schedule.job_type);
      const id = await enqueue(trx, definition, JSON.parse(schedule.payload), {
        shop,
        operatorId: null,
        dedupeKey: occurrenceKey(schedule.name, schedule.next_run_at),
      });
      if (earlier === null || earlier === id) return id;
      await trx
        .updateTable('jobs')
        .set({
          status: 'cancelled',
          last_error: `Skipped: the previous run (job ${earlier}) had not ended; it covers this occurrence.`,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      return null;
    });
    if (jobId !== null) jobIds.push(jobId);
  }
  return jobIds;
}

export interface Scheduler {
  start(): void;
  stop(): void;
}

/** Checks for due occurrences on every instance; the check itself is what makes each run once. */
export function createScheduler(
  db: Db,
  registry: JobRegistry,
  notify: (jobId: number) => void,
  log: (msg: string, err?: unknown) => void,
  intervalMs = 15_000,
): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    enqueueDueSchedules(db, registry)
      .then((ids) => ids.forEach(notify))
      .catch((err) => log('schedule check failed', err))
      .finally(() => {
        running = false;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

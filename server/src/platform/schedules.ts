import { Cron } from 'croner';
import type { z } from 'zod';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';
import { enqueue, type JobDefinition, type JobRegistry } from './jobs';

export interface ScheduleInput<S extends z.ZodType> {
  /** Unique, e.g. `price-monitoring.nightly`. */
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
  const existing = await db.selectFrom('schedules').selectAll().where('name', '=', input.name).executeTakeFirst();
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
    if (!unchanged) await db.updateTable('schedules').set(values).where('name', '=', input.name).execute();
    return;
  }
  await db
    .insertInto('schedules')
    .values({ name: input.name, ...values, last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function removeSchedule(db: DbOrTrx, name: string): Promise<void> {
  await db.deleteFrom('schedules').where('name', '=', name).execute();
}

/**
 * Enqueues the job of every due occurrence. Each instance may call this at the same moment: the
 * occurrence is taken by a compare-and-set on `next_run_at` and its job carries the dedupe key
 * `schedule:<name>:<occurrence>`, so it runs exactly once. After downtime the next occurrence is
 * counted from now: missed occurrences are caught up once, not once each.
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
        .where('name', '=', schedule.name)
        .where('next_run_at', '=', schedule.next_run_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1 || !definition) return null;
      return enqueue(trx, definition, JSON.parse(schedule.payload), {
        operatorId: null,
        dedupeKey: `schedule:${schedule.name}:${schedule.next_run_at}`,
      });
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

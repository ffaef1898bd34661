import type { DbOrTrx } from './db';

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Share of hits that also drop counters of windows long past: the table stays small without a job. */
const SWEEP_SHARE = 0.01;
const KEEP_WINDOWS = 2;

/**
 * Counts one hit of `key` in the current fixed window and says whether it is within the limit. The
 * counter lives in the database (one atomic upsert), so a limit holds across every instance that
 * shares it, on SQLite and PostgreSQL alike.
 */
export async function takeHit(db: DbOrTrx, key: string, limit: Limit, now = Date.now()): Promise<LimitAnswer> {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_start: new Date(start).toISOString(), hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (Math.random() < SWEEP_SHARE) {
    await db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', new Date(start - KEEP_WINDOWS * Math.max(limit.windowMs, 3_600_000)).toISOString())
      .execute();
  }
  if (Number(row.hits) <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)) };
}

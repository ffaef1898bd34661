import { zonedToday } from '../src/platform/time-zone';
import type { TestServer } from './harness';

export const noLog = () => {};

/** The shop's date `days` from today (YYYY-MM-DD), in its time zone. */
export function shopDay(days: number, timeZone = 'America/New_York'): string {
  const today = zonedToday(timeZone);
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Time passes: the price's day has started and its apply job is due. */
export async function makeDue(server: TestServer, priceId: number): Promise<number> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await server.ctx.db.updateTable('bulk_prices').set({ effective_at: past }).where('id', '=', priceId).execute();
  const job = await server.ctx.db
    .selectFrom('jobs')
    .select('id')
    .where('dedupe_key', 'like', `bulk-price:apply:${priceId}:%`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await server.ctx.db.updateTable('jobs').set({ run_after: past }).where('id', '=', job.id).execute();
  return job.id;
}

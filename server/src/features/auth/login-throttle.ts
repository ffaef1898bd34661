import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';

/**
 * The sign-in throttle (docs/decisions.md, Hardening): failures count per client address AND e-mail
 * over a 15-minute window. The first FREE_FAILURES cost nothing; after that each further attempt from
 * that address for that e-mail waits 1 s, 2 s, 4 s … (doubling, at most 15 minutes) after the last
 * failure. Answers refused by the throttle are not failures, so waiting is the attacker's only way on;
 * the same e-mail from any other address is never slowed, so nobody can lock an operator out.
 */
export const WINDOW_MS = 15 * 60_000;
export const FREE_FAILURES = 3;
const MAX_DELAY_MS = WINDOW_MS;

/** Milliseconds to wait after the last failure, given the failures in the window. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

export interface ThrottleKey {
  email: string;
  clientAddress: string;
}

/** Seconds this client must still wait before trying this e-mail again; 0 when it may try now. */
export async function secondsToWait(db: DbOrTrx, key: ThrottleKey, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('email', '=', key.email)
    .where('client_address', '=', key.clientAddress)
    .where('created_at', '>', new Date(now - WINDOW_MS).toISOString())
    .executeTakeFirst();
  if (!row?.last) return 0;
  const waitUntil = Date.parse(row.last) + delayAfter(Number(row.n));
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

export async function recordFailure(db: DbOrTrx, key: ThrottleKey): Promise<void> {
  await db.insertInto('login_failures').values({ email: key.email, client_address: key.clientAddress, created_at: nowIso() }).execute();
  // Old rows are useless to the window; dropping them here keeps the table small without a job.
  await db.deleteFrom('login_failures').where('created_at', '<', new Date(Date.now() - WINDOW_MS).toISOString()).execute();
}

export async function clearFailures(db: DbOrTrx, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', key.email).where('client_address', '=', key.clientAddress).execute();
}

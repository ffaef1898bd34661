import { serialisedWrite } from '../../db/dialect';
import type { Db, DbOrTrx } from '../../platform/db';
import { dateFailure, deleteFailuresBefore, deleteFailuresOf, failuresSince, insertFailure } from './login-failures.repository';

/**
 * The sign-in throttle (docs/decisions.md, Hardening): failures count per client address AND e-mail
 * over a 15-minute window. The first FREE_FAILURES cost nothing; after that each further attempt from
 * that address for that e-mail waits 1 s, 2 s, 4 s … (doubling, at most 15 minutes) after the last
 * failure. Answers refused by the throttle are not failures, so waiting is the attacker's only way on;
 * the same e-mail from any other address is never slowed, so nobody can lock an operator out.
 *
 * An attempt is counted as a failure BEFORE its password is hashed (`reserveAttempt`) and the count
 * is taken under a lock, so parallel guesses count exactly like sequential ones; a success then
 * clears the address's failures, its own reservation included. The state lives in the
 * database, so every instance sees the same count.
 *
 * Password spraying (one guess at each of many e-mails, ASVS 4.0.3 V2.2.1) meets a second
 * count: the address's failures over all e-mails, ADDRESS_FREE_FAILURES free, then the same doubling
 * after its last failure. It slows only that address: the operator signing in from anywhere else is
 * never slowed by it either.
 */
export const WINDOW_MS = 15 * 60_000;
export const FREE_FAILURES = 3;
export const ADDRESS_FREE_FAILURES = 20;
const MAX_DELAY_MS = WINDOW_MS;

/** Milliseconds to wait after the last failure, given the failures in the window and how many are free. */
export function delayAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), MAX_DELAY_MS);
}

export interface ThrottleKey {
  email: string;
  clientAddress: string;
}

/** Seconds this client must still wait before trying this e-mail again; 0 when it may try now. */
export async function secondsToWait(db: DbOrTrx, key: ThrottleKey, now = Date.now()): Promise<number> {
  const since = new Date(now - WINDOW_MS).toISOString();
  const { forEmail, fromAddress } = await failuresSince(db, key, since);
  return Math.max(waitAfter(forEmail, FREE_FAILURES, now), waitAfter(fromAddress, ADDRESS_FREE_FAILURES, now));
}

function waitAfter(row: { n: number; last: string | null } | undefined, free: number, now: number): number {
  const delay = delayAfter(Number(row?.n ?? 0), free);
  if (!row?.last || delay === 0) return 0;
  const waitUntil = Date.parse(row.last) + delay;
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

/**
 * Runs `fn` so that attempts from one address never interleave, across instances (its count over
 * all e-mails needs that as much as one e-mail's does).
 */
function serialised<T>(db: Db, key: ThrottleKey, fn: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return serialisedWrite(db, `login-address:${key.clientAddress}`, fn);
}

/**
 * How far ahead an attempt still being checked is dated: no attempt after the free ones goes ahead
 * while one is checked (the hash can take seconds on a busy machine); `recordFailure` then dates it
 * when it failed. A process killed meanwhile leaves at most this much extra wait.
 */
const PENDING_MS = 60_000;

export type Reservation = { wait: number } | { wait: 0; id: number };

/**
 * Takes this attempt: the seconds still to wait (nothing recorded), or the attempt recorded as a
 * failure until `recordFailure` dates it or a successful sign-in clears it.
 */
export async function reserveAttempt(db: Db, key: ThrottleKey): Promise<Reservation> {
  return serialised(db, key, async (trx) => {
    // Read after the lock: a waiting attempt counts from when it got its turn.
    const now = Date.now();
    const wait = await secondsToWait(trx, key, now);
    if (wait > 0) return { wait };
    const id = await insertFailure(trx, key, new Date(now + PENDING_MS).toISOString());
    // Old rows are useless to the window; dropping them here keeps the table small without a job.
    await deleteFailuresBefore(trx, new Date(now - WINDOW_MS).toISOString());
    return { wait: 0, id };
  });
}

/** The reserved attempt failed: the delay runs from now. */
export function recordFailure(db: DbOrTrx, reservationId: number): Promise<void> {
  return dateFailure(db, reservationId, new Date().toISOString());
}

export function clearFailures(db: DbOrTrx, key: ThrottleKey): Promise<void> {
  return deleteFailuresOf(db, key);
}

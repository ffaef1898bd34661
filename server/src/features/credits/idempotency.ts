import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { HttpError, conflict } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import type { ShopId } from '../../platform/shop-id';
import { claimRequestKey, findRequestKey, storeRequestResponse } from './credits.repository';

/** The same JSON whatever the order of keys, so a replay hashes like the first request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => k !== 'idempotencyKey' && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function requestHash(endpoint: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ endpoint, body: canonical(body) }))
    .digest('hex');
}

export interface IdempotentRequest {
  /** Keys are per shop: the same key in another shop is another request. */
  shop: ShopId;
  operator: Operator;
  /** Names the call, e.g. `credits.issue`; a key reused on another call is refused. */
  endpoint: string;
  key: string | undefined;
  /** The parsed body, so equivalent spellings ('10' and 10) count as the same request. */
  body: unknown;
}

/**
 * Runs a money call exactly once per idempotency key. The key is claimed in the transaction that
 * makes the change and stores its answer, so a replay waits for the first one to commit
 * (PostgreSQL blocks on the unique key; SQLite serialises writers) and then answers the same. A
 * failed first attempt rolls back its claim, so the key can be used again.
 */
export async function runOnce<T>(
  db: Db,
  request: IdempotentRequest,
  work: (trx: Transaction<Database>, requestId: number | null) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { key } = request;
  if (!key) return { result: await db.transaction().execute((trx) => work(trx, null)), replayed: false };
  const hash = requestHash(request.endpoint, request.body);
  return db.transaction().execute(async (trx) => {
    const claimed = await claimRequestKey(trx, request.shop, {
      operatorId: request.operator.id,
      key,
      endpoint: request.endpoint,
      hash,
      now: nowIso(),
    });
    if (claimed !== null) {
      const result = await work(trx, claimed);
      await storeRequestResponse(trx, request.shop, claimed, result);
      return { result, replayed: false };
    }
    return { result: await replayOf<T>(trx, { ...request, key }, hash), replayed: true };
  });
}

/** The stored answer to a key already claimed: refused when it named another request or is still running. */
export async function replayOf<T>(trx: DbOrTrx, request: IdempotentRequest & { key: string }, hash: string): Promise<T> {
  const first = await findRequestKey(trx, request.shop, request.operator.id, request.key);
  if (!first || first.request_hash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used with a different request; use a new key for a new request.');
  }
  if (first.response === null) throw conflict('A request with this Idempotency-Key is still being processed.');
  return JSON.parse(first.response) as T;
}

/** The key from the `Idempotency-Key` header or the body's `idempotencyKey`; both given must agree. */
export function idempotencyKeyOf(header: string | string[] | undefined, bodyKey: string | undefined): string | undefined {
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  if (fromHeader && fromHeader.length > 200)
    throw new HttpError(400, 'Idempotency-Key is at most 200 characters.', { 'headers.idempotency-key': 'At most 200 characters.' });
  if (fromHeader && bodyKey && fromHeader !== bodyKey) {
    throw new HttpError(400, 'The Idempotency-Key header and the body idempotencyKey differ.', {
      'body.idempotencyKey': 'Differs from the Idempotency-Key header.',
    });
  }
  return fromHeader ?? bodyKey;
}

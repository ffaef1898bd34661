import { hash, randomBytes } from 'node:crypto';
import { parseFlags } from '@console/contracts/common/flags';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';
import type { Operator } from './operators';
import { shopIdOf, type ShopId } from './shop-id';

export function hashToken(token: string): string {
  // One-shot: a Hash object per request cost the access check more than its cached session lookup.
  return hash('sha256', token, 'hex');
}

export interface SessionPolicy {
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Seconds one instance trusts a session it has checked (0: check the database on every request). */
  sessionCacheSeconds?: number;
}

interface CachedSession {
  /** With their flags in every shop; the access hook takes the call's shop's view of it (operatorInShop, made once). */
  operator: Operator;
  until: number;
}

const CACHE_LIMIT = 10_000;

/**
 * Checked sessions of this instance, for a few seconds: a page request then costs no session query.
 * Signing out on this instance evicts at once; another instance's sign-out (or a disabled operator)
 * takes effect here within the TTL. One cache per database handle = per app. Kept by the token itself,
 * which every request brings into this process's memory anyway: hashing it for the look-up was a
 * tenth of a list page's own work. The database keeps only hashes.
 */
const caches = new WeakMap<Db, Map<string, CachedSession>>();

function cacheOf(db: DbOrTrx): Map<string, CachedSession> | undefined {
  return caches.get(db as Db);
}

function remember(db: Db, token: string, operator: Operator, ttlSeconds: number): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // Insertion order is age order: drop the oldest when full.
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(token, { operator, until: Date.now() + ttlSeconds * 1000 });
}

/** A new session: 256 random bits, only the hash is stored. */
export async function createSession(db: DbOrTrx, operatorId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + policy.sessionAbsoluteSeconds * 1000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * What this instance remembers of a session it checked within the cache's TTL: its operator, null when it
 * belongs to another operator, undefined when not remembered (ask {@link findSessionOperator}). Synchronous,
 * so the access check of a page needs no promise while the session is remembered.
 */
export function rememberedSessionOperator(db: Db, token: string, operatorId: number): Operator | null | undefined {
  const cached = cacheOf(db)?.get(token);
  if (!cached || cached.until <= Date.now()) return undefined;
  return cached.operator.id === operatorId ? cached.operator : null;
}

/** The operator behind a live session, sliding its idle window; null when absent, expired or disabled. */
export async function findSessionOperator(db: Db, token: string, operatorId: number, policy: SessionPolicy): Promise<Operator | null> {
  const remembered = rememberedSessionOperator(db, token, operatorId);
  if (remembered !== undefined) return remembered;
  const tokenHash = hashToken(token);
  // One round trip: the session, its operator and a row per shop where they hold flags.
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.operator_id')
    .leftJoin('operator_shop_flags', 'operator_shop_flags.operator_id', 'operators.id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'operators.id',
      'operators.email',
      'operators.disabled',
      'operator_shop_flags.shop_id',
      'operator_shop_flags.flags',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .execute();
  const row = rows[0];
  if (!row || row.id !== operatorId || row.disabled === 1) return null;
  const now = Date.now();
  const idleDeadline = Date.parse(row.last_seen_at) + policy.sessionIdleSeconds * 1000;
  if (now > Date.parse(row.expires_at) || now > idleDeadline) {
    await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
    return null;
  }
  // Touch at most once a minute so reads do not turn every request into a write.
  if (now - Date.parse(row.last_seen_at) > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', row.sessionId).execute();
  }
  const shopFlags = new Map<ShopId, ReturnType<typeof parseFlags>>();
  for (const r of rows) {
    if (r.shop_id === null || r.flags === null) continue;
    const flags = parseFlags(r.flags);
    if (flags.length > 0) shopFlags.set(shopIdOf(Number(r.shop_id)), flags);
  }
  // `flags` are a shop's: the access hook picks the call's shop's view (operatorInShop).
  const operator: Operator = { id: row.id, email: row.email, flags: [], shopFlags };
  const ttl = policy.sessionCacheSeconds ?? 0;
  // Never trusted past the session's own deadlines.
  if (ttl > 0 && Math.min(Date.parse(row.expires_at), idleDeadline) > now + ttl * 1000) remember(db, token, operator, ttl);
  return operator;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  cacheOf(db)?.delete(token);
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

import { createHash, randomBytes } from 'node:crypto';
import { parseFlags } from '@console/contracts/common/flags';
import type { Db } from './db';
import { nowIso } from './db';
import type { Operator } from './operators';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
}

/** A new session: 256 random bits, only the hash is stored. */
export async function createSession(db: Db, operatorId: number, policy: SessionPolicy): Promise<string> {
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

/** The operator behind a live session, sliding its idle window; null when absent, expired or disabled. */
export async function findSessionOperator(db: Db, token: string, operatorId: number, policy: SessionPolicy): Promise<Operator | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.operator_id')
    .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'sessions.expires_at', 'operators.id', 'operators.email', 'operators.flags', 'operators.disabled'])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
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
  return { id: row.id, email: row.email, flags: parseFlags(row.flags) };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

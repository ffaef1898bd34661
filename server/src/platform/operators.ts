import { parseFlags, FLAGS, type Flag } from '@console/contracts/common/flags';
import { writeAudit } from './audit';
import type { Db } from './db';
import { nowIso } from './db';
import { generatePassword, hashPassword, type ScryptParams } from './passwords';

export interface Operator {
  id: number;
  email: string;
  flags: Flag[];
}

export async function addOperator(
  db: Db,
  email: string,
  password: string,
  flags: readonly Flag[],
  hashParams: ScryptParams,
): Promise<Operator> {
  const row = await db
    .insertInto('operators')
    .values({
      email: email.toLowerCase(),
      password_hash: await hashPassword(password, hashParams),
      flags: flags.join(','),
      disabled: 0,
      created_at: nowIso(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, flags: [...flags] };
}

export async function listOperators(db: Db) {
  const rows = await db.selectFrom('operators').select(['id', 'email', 'flags', 'disabled', 'created_at']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, email: r.email, flags: parseFlags(r.flags), disabled: r.disabled === 1, createdAt: r.created_at }));
}

export async function setOperatorDisabled(db: Db, email: string, disabled: boolean): Promise<boolean> {
  const res = await db
    .updateTable('operators')
    .set({ disabled: disabled ? 1 : 0 })
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (disabled) {
    const op = await db.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (op) await db.deleteFrom('sessions').where('operator_id', '=', op.id).execute();
  }
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Grants and revokes flags of an existing operator (revoking wins when a flag is in both), audited as the
 * command line's change (no operator). Null when no operator has this e-mail. A signed-in operator sees
 * the change within SESSION_CACHE_SECONDS.
 */
export async function changeOperatorFlags(
  db: Db,
  email: string,
  change: { grant: readonly Flag[]; revoke: readonly Flag[] },
): Promise<Operator | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operators')
      .select(['id', 'email', 'flags'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    if (!row) return null;
    const before = parseFlags(row.flags);
    const wanted = new Set<Flag>([...before, ...change.grant]);
    for (const flag of change.revoke) wanted.delete(flag);
    // Stored in the order of FLAGS so the same set always reads the same.
    const flags = FLAGS.filter((f) => wanted.has(f));
    await trx
      .updateTable('operators')
      .set({ flags: flags.join(',') })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      operatorId: null,
      action: 'operator.flags',
      target: `operator:${row.id}`,
      before: { flags: before.join(',') },
      after: { flags: flags.join(',') },
    });
    return { id: row.id, email: row.email, flags };
  });
}

/** Sets a new password and ends the operator's sessions, audited; false when no operator has this e-mail. */
export async function resetOperatorPassword(db: Db, email: string, password: string, hashParams: ScryptParams): Promise<boolean> {
  const hash = await hashPassword(password, hashParams);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('operators').set({ password_hash: hash }).where('id', '=', row.id).execute();
    await trx.deleteFrom('sessions').where('operator_id', '=', row.id).execute();
    await writeAudit(trx, { operatorId: null, action: 'operator.password', target: `operator:${row.id}` });
    return true;
  });
}

/**
 * DESIGN.md §4: at every start, the admin operator exists with every flag. Returns a generated
 * password when one had to be made, so the caller can print it once.
 */
export async function ensureAdmin(db: Db, email: string | null, password: string | null, hashParams: ScryptParams): Promise<string | null> {
  if (!email) return null;
  const existing = await db.selectFrom('operators').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (existing) {
    const set: { flags: string; disabled: number; password_hash?: string } = { flags: FLAGS.join(','), disabled: 0 };
    if (password) set.password_hash = await hashPassword(password, hashParams);
    await db.updateTable('operators').set(set).where('id', '=', existing.id).execute();
    return null;
  }
  const chosen = password ?? generatePassword();
  try {
    await addOperator(db, email, chosen, FLAGS, hashParams);
  } catch (err) {
    // Another instance starting at the same moment added it first: make sure of it as above.
    const added = await db.selectFrom('operators').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!added) throw err;
    return ensureAdmin(db, email, password, hashParams);
  }
  return password ? null : chosen;
}

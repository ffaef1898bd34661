import { parseFlags, FLAGS, type Flag } from '@console/contracts/common/flags';
import type { Db } from './db';
import { nowIso } from './db';
import { generatePassword, hashPassword } from './passwords';

export interface Operator {
  id: number;
  email: string;
  flags: Flag[];
}

export async function addOperator(db: Db, email: string, password: string, flags: readonly Flag[]): Promise<Operator> {
  const row = await db
    .insertInto('operators')
    .values({ email: email.toLowerCase(), password_hash: await hashPassword(password), flags: flags.join(','), disabled: 0, created_at: nowIso() })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, flags: [...flags] };
}

export async function listOperators(db: Db) {
  const rows = await db.selectFrom('operators').select(['id', 'email', 'flags', 'disabled', 'created_at']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, email: r.email, flags: parseFlags(r.flags), disabled: r.disabled === 1, createdAt: r.created_at }));
}

export async function setOperatorDisabled(db: Db, email: string, disabled: boolean): Promise<boolean> {
  const res = await db.updateTable('operators').set({ disabled: disabled ? 1 : 0 }).where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (disabled) {
    const op = await db.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (op) await db.deleteFrom('sessions').where('operator_id', '=', op.id).execute();
  }
  return Number(res.numUpdatedRows) > 0;
}

/**
 * DESIGN.md §4: at every start, the admin operator exists with every flag. Returns a generated
 * password when one had to be made, so the caller can print it once.
 */
export async function ensureAdmin(db: Db, email: string | null, password: string | null): Promise<string | null> {
  if (!email) return null;
  const existing = await db.selectFrom('operators').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (existing) {
    const set: { flags: string; disabled: number; password_hash?: string } = { flags: FLAGS.join(','), disabled: 0 };
    if (password) set.password_hash = await hashPassword(password);
    await db.updateTable('operators').set(set).where('id', '=', existing.id).execute();
    return null;
  }
  const chosen = password ?? generatePassword();
  await addOperator(db, email, chosen, FLAGS);
  return password ? null : chosen;
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PartnerTable, RegistrationCodeTable } from './registration-codes.table';
import type { DbOrTrx } from '../../platform/db';

export type CodeRecord = Selectable<RegistrationCodeTable> & { partner_name: string; partner_handle: string };
export type PartnerRecord = Selectable<PartnerTable>;

/** Audit targets of codes are `registration-code:<id>`; the History tab reads them back. */
export const CODE_TARGET_PREFIX = 'registration-code:';

function codesWithPartner(db: DbOrTrx) {
  return db
    .selectFrom('registration_codes as c')
    .innerJoin('partners as p', 'p.id', 'c.partner_id')
    .selectAll('c')
    .select(['p.name as partner_name', 'p.handle as partner_handle']);
}

/** Active: not expired yet (the end day is today or later); null: every code. */
export async function listCodes(db: DbOrTrx, active: boolean | null, today: string): Promise<CodeRecord[]> {
  let query = codesWithPartner(db);
  if (active === true) query = query.where('c.end_date', '>=', today);
  if (active === false) query = query.where('c.end_date', '<', today);
  return query.orderBy('c.id', 'desc').execute();
}

export async function findCode(db: DbOrTrx, id: number): Promise<CodeRecord | undefined> {
  return codesWithPartner(db).where('c.id', '=', id).executeTakeFirst();
}

export async function findCodeByText(db: DbOrTrx, codeLower: string): Promise<CodeRecord | undefined> {
  return codesWithPartner(db).where('c.code_lower', '=', codeLower).executeTakeFirst();
}

export async function codeTextTaken(db: DbOrTrx, codeLower: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('registration_codes').select('id').where('code_lower', '=', codeLower);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(db: DbOrTrx, values: Insertable<RegistrationCodeTable>): Promise<number> {
  const row = await db.insertInto('registration_codes').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCode(db: DbOrTrx, id: number, values: Updateable<RegistrationCodeTable>): Promise<void> {
  await db.updateTable('registration_codes').set(values).where('id', '=', id).execute();
}

export async function listPartners(db: DbOrTrx): Promise<PartnerRecord[]> {
  return db.selectFrom('partners').selectAll().orderBy('name').orderBy('id').execute();
}

export async function findPartner(db: DbOrTrx, ref: { id?: number; name?: string; handle?: string }): Promise<PartnerRecord | undefined> {
  let query = db.selectFrom('partners').selectAll();
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.handle) query = query.where('handle', '=', ref.handle);
  else if (ref.name) query = query.where('name', '=', ref.name);
  else return undefined;
  return query.orderBy('id').executeTakeFirst();
}

export interface AuditRecord {
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** The audit entries of every code, newest first: a range scan of the target index. */
export async function listCodeAudit(db: DbOrTrx, actions: readonly string[], limit: number): Promise<AuditRecord[]> {
  return db
    .selectFrom('audit_log')
    .select(['action', 'target', 'before', 'after', 'created_at'])
    .where('target', '>=', CODE_TARGET_PREFIX)
    .where('target', '<', `${CODE_TARGET_PREFIX.slice(0, -1)};`)
    .where('action', 'in', actions)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes one place under the cap, or none: the check and the increment are one statement, so
 * concurrent redemptions cannot both take the last place (PostgreSQL re-checks the condition on
 * the row it waited for; SQLite runs one writer at a time).
 */
export async function takePlace(db: DbOrTrx, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('registration_codes')
    .set((eb) => ({ current_registration_count: eb('current_registration_count', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('max_registration_count', 'is', null), eb('current_registration_count', '<', eb.ref('max_registration_count'))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a person's registration; false when this e-mail already registered with the code. */
/** The new redemption's id; null when this e-mail already redeemed the code. */
export async function insertRedemption(
  db: DbOrTrx,
  values: { code_id: number; first_name: string; last_name: string; email: string; email_lower: string; created_at: string },
): Promise<number | null> {
  const row = await db
    .insertInto('code_redemptions')
    .values(values)
    .onConflict((oc) => oc.columns(['code_id', 'email_lower']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

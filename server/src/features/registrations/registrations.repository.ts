import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CustomerTable } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';

export type CustomerRecord = Selectable<CustomerTable>;

export function findCustomer(db: DbOrTrx, id: number): Promise<CustomerRecord | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCustomer(db: DbOrTrx, id: number, values: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customers').set(values).where('id', '=', id).execute();
}

/** Moves a customer between statuses only if it is still in `from`; false when someone else moved it first. */
export async function moveStatus(db: DbOrTrx, id: number, from: string, to: string, now: string): Promise<boolean> {
  const res = await db.updateTable('customers').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function existingEmails(db: DbOrTrx, programme: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('customers').select('email_lower').where('programme', '=', programme).where('email_lower', 'in', emails).execute();
  return new Set(rows.map((r) => r.email_lower));
}

export async function insertCustomers(db: DbOrTrx, rows: ReadonlyArray<Insertable<CustomerTable>>): Promise<void> {
  // Stay under SQLite's bound-parameter limit (about 30 columns a row).
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('customers').values(rows.slice(i, i + 500)).execute();
}

export async function getSetting(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: DbOrTrx, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function recordMembershipSync(db: DbOrTrx, customerId: number, adapter: string, operatorId: number, now: string): Promise<void> {
  await db.insertInto('membership_syncs').values({ customer_id: customerId, adapter, operator_id: operatorId, created_at: now }).execute();
}

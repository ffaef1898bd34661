import type { Insertable, Updateable } from 'kysely';
import type { CustomerTable } from '../../db/schema';
import type { CustomerListRecord } from '../../platform/customer-list';
import type { DbOrTrx } from '../../platform/db';

/** National partners are customers of programme `national` (no registration status). */
export const NATIONAL_PROGRAMME = 'national';

export function findNationalPartner(db: DbOrTrx, id: number): Promise<CustomerListRecord | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).where('programme', '=', NATIONAL_PROGRAMME).executeTakeFirst();
}

export async function nationalPartnersByEmail(db: DbOrTrx, emailsLower: readonly string[]): Promise<Map<string, CustomerListRecord>> {
  if (emailsLower.length === 0) return new Map();
  const rows = await db.selectFrom('customers').selectAll().where('programme', '=', NATIONAL_PROGRAMME).where('email_lower', 'in', emailsLower).execute();
  return new Map(rows.map((r) => [r.email_lower, r]));
}

export async function insertNationalPartners(db: DbOrTrx, rows: ReadonlyArray<Insertable<CustomerTable>>): Promise<void> {
  // Stay under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('customers').values(rows.slice(i, i + 500)).execute();
}

export async function updateNationalPartner(db: DbOrTrx, id: number, values: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customers').set(values).where('id', '=', id).where('programme', '=', NATIONAL_PROGRAMME).execute();
}

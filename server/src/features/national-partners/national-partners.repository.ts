import type { Insertable, Updateable } from 'kysely';
import { NATIONAL_PROGRAMME } from '@console/contracts/common/programmes';
import type { CustomerTable } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';
import { changeCustomer, createCustomers, customersByEmail, type CustomerRecord } from '../customers/customers.service';

/**
 * National partners are customers of programme `national` (no registration status), kept by the
 * customers feature. national-partners.jobs.ts belongs to the job-platform rewrite and still imports
 * these names from here; they hand over to customers.service. Drop them when the job calls it itself.
 */
export { NATIONAL_PROGRAMME };

export function nationalPartnersByEmail(db: DbOrTrx, emailsLower: readonly string[]): Promise<Map<string, CustomerRecord>> {
  return customersByEmail(db, NATIONAL_PROGRAMME, emailsLower);
}

export async function insertNationalPartners(db: DbOrTrx, rows: ReadonlyArray<Insertable<CustomerTable>>): Promise<void> {
  await createCustomers(db, rows);
}

export async function updateNationalPartner(db: DbOrTrx, id: number, values: Updateable<CustomerTable>): Promise<void> {
  const { id: _id, programme: _programme, email_lower: _emailLower, created_at: _createdAt, ...changes } = values;
  await changeCustomer(db, NATIONAL_PROGRAMME, id, changes);
}

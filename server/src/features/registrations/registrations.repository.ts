import type { Insertable } from 'kysely';
import type { RegistrationProgramme } from '@console/contracts/common/programmes';
import type { CustomerTable } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';
import { createCustomers, customersByEmail } from '../customers/customers.service';

export { getSetting } from '../../platform/settings';

export async function recordMembershipSync(db: DbOrTrx, customerId: number, adapter: string, operatorId: number, now: string): Promise<void> {
  await db.insertInto('membership_syncs').values({ customer_id: customerId, adapter, operator_id: operatorId, created_at: now }).execute();
}

// registrations.jobs.ts belongs to the job-platform rewrite and still imports the three names here
// (getSetting above, these two below); they hand over to the owners of the tables. Drop them when the
// import job calls customers.service and platform/settings itself.

export async function existingEmails(db: DbOrTrx, programme: RegistrationProgramme, emails: readonly string[]): Promise<Set<string>> {
  return new Set((await customersByEmail(db, programme, emails)).keys());
}

export async function insertCustomers(db: DbOrTrx, rows: ReadonlyArray<Insertable<CustomerTable>>): Promise<void> {
  await createCustomers(db, rows);
}

import type { Kysely } from 'kysely';

/**
 * An e-mail search filters by programme and status too; without these indexes the planner walks the
 * list index and filters, which for an address that matches nothing reads every row of the status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('customers_status_email').on('customers').columns(['programme', 'status', 'email_lower']).execute();
  await db.schema.createIndex('invitations_status_email').on('invitations').columns(['programme', 'status', 'email_lower']).execute();
}

import type { DbOrTrx } from '../../platform/db';

export async function recordMembershipSync(
  db: DbOrTrx,
  customerId: number,
  adapter: string,
  operatorId: number,
  now: string,
): Promise<void> {
  await db.insertInto('membership_syncs').values({ customer_id: customerId, adapter, operator_id: operatorId, created_at: now }).execute();
}

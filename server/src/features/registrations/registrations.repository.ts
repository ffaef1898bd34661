import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export async function recordMembershipSync(
  db: DbOrTrx,
  shop: ShopId,
  customerId: number,
  adapter: string,
  operatorId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('membership_syncs')
    .values({ shop_id: shop, customer_id: customerId, adapter, operator_id: operatorId, created_at: now })
    .execute();
}

export async function deleteMembershipSyncs(db: DbOrTrx, shop: ShopId, customerIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('membership_syncs')
    .where('shop_id', '=', shop)
    .where('customer_id', 'in', [...customerIds])
    .execute();
}

import { pastIso, seededRandom } from '../../db/demo-people';
import { DEMO_ORDER_NUMBER } from '../../integrations/commerce/commerce-demo';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { upsertCoupon } from './coupons.repository';

/** 48 coupons: 30 given out with demo orders (1001 first), 18 not used yet. */
export async function seedDemoCoupons(db: Db, shop: ShopId): Promise<void> {
  const rand = seededRandom(57);
  for (let n = 0; n < 48; n++) {
    const code = `SAVE${String(10 + (n % 4) * 5)}-${(100_000 + Math.floor(rand() * 900_000)).toString(36).toUpperCase()}${n}`;
    const used = n < 30;
    await upsertCoupon(db, shop, {
      code,
      orderRef: used ? String(DEMO_ORDER_NUMBER + n) : null,
      assignedAt: used ? pastIso(rand, 45) : null,
    });
  }
}

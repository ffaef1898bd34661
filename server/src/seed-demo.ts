import type { OrgContext, ShopContext } from './app-context';
import type { Db } from './platform/db';
import type { DemoSeedStep } from './platform/feature';
import type { ShopId } from './platform/shop-id';
import { seedDemoCommerce } from './demo/commerce.seed';
import { seedBundleOrders } from './demo/bundle-orders.seed';
import { demoVariant } from './db/demo-people';
import { addShopRecord, findShopRecord } from './platform/shops';
import { ensureAdminOnEveryShop } from './platform/operators';
import { FEATURES } from './features';

/** The embedded store's demo catalogue, shoppers and orders (demo/, above the features: its shoppers are console customers), in their place among the features' steps. */
const STORE_DEMO: readonly DemoSeedStep[] = [
  { order: 30, run: async (db, shop) => void (await seedDemoCommerce(db, shop)) },
  { order: 50, run: async (db, shop) => void (await seedBundleOrders(db, shop, { count: 14, days: 45 })) },
];

/** Every step of the demo seed, by `order`: the features' and the store's (ties are a mistake, caught by a test). */
export const DEMO_SEED_STEPS: readonly DemoSeedStep[] = [...FEATURES.flatMap((feature) => feature.seed ?? []), ...STORE_DEMO].sort(
  (a, b) => a.order - b.order,
);

/**
 * The demo's second shop: an embedded Canadian employee store with MTD on, so `npm start` shows the
 * Shop control and per-shop behaviour out of the box. Its rows come from other random streams than the first's.
 */
export const DEMO_SECOND_SHOP = { name: 'employee-store-ca', timeZone: 'America/Toronto' } as const;

/**
 * Fills a shop whose customers table is empty with the demo; a shop with customers is left alone. Seeds that go
 * through the outside systems (store prices, carrier labels) need the shop's context.
 */
export async function seedDemoIfEmpty(db: Db, shop: ShopId, app?: ShopContext): Promise<boolean> {
  const any = await db.selectFrom('customers').select('id').where('shop_id', '=', shop).limit(1).executeTakeFirst();
  if (any) return false;
  for (const step of DEMO_SEED_STEPS) {
    if (!step.needsApp) await step.run(db, shop);
    else if (app) await step.run(app);
  }
  return true;
}

/** What a start with SEED_DEMO says when a store is connected, once. */
export const DEMO_SKIPPED_WITH_STORE =
  'Demo data not seeded: a store is connected (SHOPIFY_STORE_URL), and demo data is for the embedded store only.';

/**
 * The start's demo seed (SEED_DEMO): with a store connected nothing is seeded, neither toward the
 * store (demo returns and prices would go through its adapter onto real orders and variants) nor in
 * our own tables beside the shop's customers (docs/outside-interfaces.md 'Shopify'). On a first start the second demo shop is
 * added and seeded too; a database seeded before it existed gets it at its next start only when the first shop
 * is still the demo's (its customers were seeded), never on an install with real data.
 */
export async function seedDemoAtStart(org: OrgContext, say: (line: string) => void): Promise<boolean> {
  if (org.config.shopify) {
    say(DEMO_SKIPPED_WITH_STORE);
    return false;
  }
  const first = org.shops.first();
  const seeded = await seedDemoIfEmpty(org.db, first.shop.id, first);
  if (!seeded) return false;
  if (!(await findShopRecord(org.db, DEMO_SECOND_SHOP.name))) {
    await addShopRecord(org.db, { name: DEMO_SECOND_SHOP.name, mtd: 1, time_zone: DEMO_SECOND_SHOP.timeZone });
    await org.shops.refresh();
    await ensureAdminOnEveryShop(org.db, org.config.adminEmail ?? 'admin@shop.example');
  }
  const second = org.shops.byName(DEMO_SECOND_SHOP.name);
  if (second) await demoVariant.run(1, () => seedDemoIfEmpty(org.db, second.shop.id, second));
  return true;
}

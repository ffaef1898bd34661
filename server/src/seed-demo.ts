import type { ShopContext } from './app-context';
import type { Db } from './platform/db';
import type { DemoSeedStep } from './platform/feature';
import { seedDemoCommerce } from './demo/commerce.seed';
import { seedBundleOrders } from './demo/bundle-orders.seed';
import { FEATURES } from './features';

/** The embedded store's demo catalogue, shoppers and orders (demo/, above the features: its shoppers are console customers), in their place among the features' steps. */
const STORE_DEMO: readonly DemoSeedStep[] = [
  { order: 30, run: async (db) => void (await seedDemoCommerce(db)) },
  { order: 50, run: async (db) => void (await seedBundleOrders(db, { count: 14, days: 45 })) },
];

/** Every step of the demo seed, by `order`: the features' and the store's (ties are a mistake, caught by a test). */
export const DEMO_SEED_STEPS: readonly DemoSeedStep[] = [...FEATURES.flatMap((feature) => feature.seed ?? []), ...STORE_DEMO].sort(
  (a, b) => a.order - b.order,
);

/**
 * Fills an empty database at first start; a database with customers is left alone. Seeds that go
 * through the outside systems (store prices, carrier labels) need the app's context.
 */
export async function seedDemoIfEmpty(db: Db, app?: ShopContext): Promise<boolean> {
  const any = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const step of DEMO_SEED_STEPS) {
    if (!step.needsApp) await step.run(db);
    else if (app) await step.run(app);
  }
  return true;
}

/** What a start with SEED_DEMO says when a store is connected, once (issue 24). */
export const DEMO_SKIPPED_WITH_STORE =
  'Demo data not seeded: a store is connected (SHOPIFY_STORE_URL), and demo data is for the embedded store only.';

/**
 * The start's demo seed (SEED_DEMO): with a store connected nothing is seeded, neither toward the
 * store (demo returns and prices would go through its adapter onto real orders and variants) nor in
 * our own tables beside the shop's customers (DESIGN.md §10).
 */
export async function seedDemoAtStart(app: ShopContext, say: (line: string) => void): Promise<boolean> {
  if (app.config.shopify) {
    say(DEMO_SKIPPED_WITH_STORE);
    return false;
  }
  return seedDemoIfEmpty(app.db, app);
}

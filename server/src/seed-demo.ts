import type { AppContext } from './app-context';
import type { Db } from './platform/db';
import { nowIso } from './platform/db';
import { putSettingIfMissing } from './platform/settings';
import { seedCustomers, type CustomerSeed } from './features/customers/customers.seed';
import { seedDemoInvitations } from './features/invitations/invitations.seed';
import { seedDemoCommerce } from './integrations/commerce/commerce.seed';
import { seedBundleOrders } from './integrations/commerce/bundle-orders.seed';
import { seedProductMedia } from './features/product-media/product-media.seed';
import { seedFieldMonitoring } from './features/field-monitoring/field-monitoring.seed';
import { seedSearchFilters } from './features/search-filters/search-filters.seed';
import { seedDemoEvents } from './features/events/events.seed';
import { seedDemoRegistrationCodes } from './features/registration-codes/registration-codes.seed';
import { seedDemoGiveaways } from './features/giveaways/giveaways.seed';
import { seedDemoCredits } from './features/credits/credits.seed';
import { seedDemoPrices } from './features/bulk-price/bulk-price.seed';
import { seedDemoDisplayNames } from './features/display-names/display-names.seed';
import { seedDemoCoupons } from './features/coupons/coupons.seed';
import { seedDemoReturns } from './features/returns/returns.seed';

/** The national partners named by the demo's `np:` tags. */
const NATIONAL_PARTNERS = ['Northern Tool Supply', 'Coastal Fasteners', 'Metro Industrial', 'Prairie Equipment'];

/** Every tab has more than one page of 25 (DESIGN.md §4). Features add their own entries. */
export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  { programme: 'student', status: 'pending', count: 64, domain: 'students.example', seed: 11 },
  { programme: 'student', status: 'approved', count: 87, domain: 'learners.example', seed: 12 },
  { programme: 'student', status: 'disabled', count: 38, domain: 'alumni.example', seed: 13 },
  { programme: 'staff', status: 'pending', count: 41, domain: 'staff.example', seed: 21 },
  { programme: 'staff', status: 'approved', count: 73, domain: 'crew.example', seed: 22 },
  { programme: 'staff', status: 'disabled', count: 33, domain: 'former.example', seed: 23 },
  { programme: 'national', status: null, count: 57, domain: 'national.example', seed: 31, tags: (n) => [`np:${NATIONAL_PARTNERS[n % NATIONAL_PARTNERS.length]}`] },
  { programme: 'site', status: null, count: 52, domain: 'members.example', seed: 32, tags: () => ['programme:site'] },
  { programme: 'tool-connect', status: null, count: 34, domain: 'toolconnect.example', seed: 33, tags: () => ['programme:tool-connect'] },
  { programme: 'partner', status: null, count: 46, domain: 'partners.example', seed: 34, tags: (n) => ['programme:partner', ...(n % 3 === 0 ? ['tier:gold'] : [])] },
  { programme: 'retiree', status: null, count: 31, domain: 'retirees.example', seed: 35, tags: (n) => ['programme:retiree', ...(n % 4 === 0 ? ['mtd:true'] : [])] },
];

/**
 * Fills an empty database at first start; a database with customers is left alone. Seeds that go
 * through the outside systems (store prices, carrier labels) need the app's context.
 */
export async function seedDemoIfEmpty(db: Db, app?: AppContext): Promise<boolean> {
  const any = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const spec of DEMO_CUSTOMERS) await seedCustomers(db, spec);
  await seedDemoInvitations(db);
  await seedDemoCommerce(db);
  await seedProductMedia(db);
  await seedBundleOrders(db, { count: 14, days: 45 });
  await seedFieldMonitoring(db);
  const types = await db.selectFrom('commerce_products').select('product_type').distinct().execute();
  await seedSearchFilters(db, types.map((t) => t.product_type));
  await seedDemoEvents(db);
  await seedDemoRegistrationCodes(db);
  await seedDemoGiveaways(db);
  await seedDemoCredits(db);
  await seedDemoDisplayNames(db);
  await seedDemoCoupons(db);
  if (app) {
    await seedDemoPrices(app);
    await seedDemoReturns(app);
  }
  await putSettingIfMissing(db, 'default_discount_limit', '9500', nowIso());
  return true;
}

/** What a start with SEED_DEMO says when a store is connected, once (issue 24). */
export const DEMO_SKIPPED_WITH_STORE = 'Demo data not seeded: a store is connected (SHOPIFY_STORE_URL), and demo data is for the embedded store only.';

/**
 * The start's demo seed (SEED_DEMO): with a store connected nothing is seeded, neither toward the
 * store (demo returns and prices would go through its adapter onto real orders and variants) nor in
 * our own tables beside the shop's customers (DESIGN.md §10).
 */
export async function seedDemoAtStart(app: AppContext, say: (line: string) => void): Promise<boolean> {
  if (app.config.shopify) {
    say(DEMO_SKIPPED_WITH_STORE);
    return false;
  }
  return seedDemoIfEmpty(app.db, app);
}

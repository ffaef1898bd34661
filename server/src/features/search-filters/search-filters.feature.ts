import { embeddedProductTypes } from '../../integrations/commerce/embedded-commerce';
import { defineFeature } from '../../platform/feature';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { registerSearchFilterRoutes } from './search-filters.routes';
import { seedSearchFilters } from './search-filters.seed';

/** The demo's collections are the demo store's product types (seeded before this step). */
async function seedDemoSearchFilters(db: Db, shop: ShopId): Promise<void> {
  await seedSearchFilters(db, shop, await embeddedProductTypes(db, shop));
}

export const searchFiltersFeature = defineFeature({
  name: 'search-filters',
  flag: 'showSolrFilters',
  routes: [registerSearchFilterRoutes],
  seed: [{ order: 70, run: seedDemoSearchFilters }],
});

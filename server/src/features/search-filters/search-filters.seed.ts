import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { nowIso } from '../../platform/db';
import { collectionHandle } from '../../integrations/search-index/collection-handle';
import { DEFAULT_UI } from './search-filters.mapping';
import { ensureCollections, insertDefinitions, listCollections, upsertCollectionFilter } from './search-filters.repository';

const DEFINITIONS = [
  { name: 'Brand', field: 'vendor', type: 'terms', active: 1, search: 1, ui: { style: 'List', optionFinder: true } },
  {
    name: 'Price',
    field: 'priceCents',
    type: 'range',
    active: 1,
    search: 1,
    ui: { style: 'Custom', custom: 'Range', customRange: true, customRangeButton: 'Go' },
  },
  { name: 'Color', field: 'color', type: 'terms', active: 1, search: 0, ui: { style: 'Swatch' } },
  { name: 'Warranty', field: 'warranty_years', type: 'terms', active: 1, search: 0, ui: { style: 'Dropdown' } },
  { name: 'Product Type', field: 'productType', type: 'terms', active: 1, search: 1, ui: { style: 'List' } },
  { name: 'Rating', field: 'rating', type: 'terms', active: 0, search: 0, ui: { style: 'Custom', custom: 'Rating' } },
] as const;

/** Filter definitions, and collections with Brand and Price included; collections come from the product types given. */
export async function seedSearchFilters(db: Db, shop: ShopId, collectionTitles: readonly string[]): Promise<void> {
  const now = nowIso();
  await insertDefinitions(
    db,
    shop,
    DEFINITIONS.map((d, i) => ({
      name: d.name,
      active: d.active,
      sort_order: i + 1,
      overwrite: '',
      type: d.type,
      field: d.field,
      output: 1,
      search: d.search,
      ui: JSON.stringify({ ...DEFAULT_UI, ...d.ui }),
      updated_at: now,
    })),
  );
  await ensureCollections(
    db,
    shop,
    collectionTitles.map((title) => ({ handle: collectionHandle(title), title, created_at: now })),
  );
  for (const collection of await listCollections(db, shop)) {
    for (const [i, d] of DEFINITIONS.slice(0, 2).entries()) {
      await upsertCollectionFilter(db, shop, {
        collection_id: collection.id,
        name: d.name,
        sort_order: i + 1,
        overwrite: '',
        ui: JSON.stringify({ ...DEFAULT_UI, ...d.ui }),
        options: '[]',
        updated_at: now,
      });
    }
  }
}

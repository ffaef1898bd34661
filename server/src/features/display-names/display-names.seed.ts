import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { insertDisplayNames } from './display-names.repository';

/** The product-information keys the storefront shows, with their demo display names. */
export const DEMO_DISPLAY_NAMES: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'brand', value: 'Brand' },
  { key: 'color', value: 'Color' },
  { key: 'warranty_years', value: 'Warranty (years)' },
  { key: 'features', value: 'Features' },
  { key: 'material', value: 'Material' },
  { key: 'voltage', value: 'Voltage' },
  { key: 'battery_type', value: 'Battery Type' },
  { key: 'max_torque', value: 'Max Torque' },
  { key: 'chuck_size', value: 'Chuck Size' },
  { key: 'no_load_speed', value: 'No-Load Speed' },
  { key: 'product_weight', value: 'Product Weight' },
  { key: 'dimensions', value: 'Dimensions' },
  { key: 'country_of_origin', value: 'Country of Origin' },
  { key: 'certifications', value: 'Certifications' },
  { key: 'included_items', value: "What's in the Box" },
];

export async function seedDemoDisplayNames(db: Db, shop: ShopId): Promise<void> {
  await insertDisplayNames(db, shop, DEMO_DISPLAY_NAMES);
}

import type { ShopContext } from '../../app-context';
import { nowIso } from '../../platform/db';
import { insertFields, setField } from './field-monitoring.repository';
import { storeFields } from './field-values';

/** The demo store's product fields, with brand, colour and features (a '|' list) monitored. */
export async function seedFieldMonitoring(app: ShopContext): Promise<void> {
  const { db } = app;
  const shop = app.shop.id;
  const now = nowIso();
  // The shop's own embedded store (the demo seed runs only on embedded stores).
  await insertFields(db, shop, await storeFields(app.commerce), now);
  await setField(db, shop, 'pim.brand', true, '', now);
  await setField(db, shop, 'pim.color', true, '', now);
  await setField(db, shop, 'pim.features', true, '|', now);
}

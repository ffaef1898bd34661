import { createEmbeddedCommerce } from '../../integrations/commerce/embedded-commerce';
import { findCustomer } from '../customers/customers.service';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { nowIso } from '../../platform/db';
import { insertFields, setField } from './field-monitoring.repository';
import { storeFields } from './field-values';

/** The demo store's product fields, with brand, colour and features (a '|' list) monitored. */
export async function seedFieldMonitoring(db: Db, shop: ShopId): Promise<void> {
  const now = nowIso();
  await insertFields(db, await storeFields(createEmbeddedCommerce(db, shop, findCustomer)), now);
  await setField(db, 'pim.brand', true, '', now);
  await setField(db, 'pim.color', true, '', now);
  await setField(db, 'pim.features', true, '|', now);
}

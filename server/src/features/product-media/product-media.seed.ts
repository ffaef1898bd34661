import { MEDIA_NAMESPACE } from '@console/contracts/product-media.contract';
import { createEmbeddedCommerce } from '../../integrations/commerce/embedded-commerce';
import { findCustomer } from '../customers/customers.service';
import type { Db } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { PIM_KEYS } from './product-media.service';

/** The PIM images of each demo product that has image alt texts: one URL per alt text. */
export async function seedProductMedia(db: Db, shop: ShopId): Promise<void> {
  const store = createEmbeddedCommerce(db, shop, findCustomer);
  for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
    const page = await store.listProducts(cursor, 100);
    for (const product of page.items) {
      const alts = await store.metafield(product.id, MEDIA_NAMESPACE, PIM_KEYS.imageAlts);
      if (!alts || (await store.metafield(product.id, MEDIA_NAMESPACE, PIM_KEYS.images))) continue;
      const urls = alts.value.split('|').map((_alt, i) => `https://pim.shop.example/dam/${product.handle}-${i + 1}.jpg`);
      await store.createMetafield({
        ownerId: product.id,
        namespace: MEDIA_NAMESPACE,
        key: PIM_KEYS.images,
        value: urls.join(','),
        type: 'single_line_text_field',
      });
    }
    cursor = page.nextCursor;
  }
}

import { MEDIA_NAMESPACE } from '@console/contracts/product-media.contract';
import type { ShopContext } from '../../app-context';
import { PIM_KEYS } from './product-media.service';

/** The PIM images of each demo product that has image alt texts: one URL per alt text. */
export async function seedProductMedia(app: ShopContext): Promise<void> {
  // The shop's own embedded store (the demo seed runs only on embedded stores), so each shop's demo has its media.
  const store = app.commerce;
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

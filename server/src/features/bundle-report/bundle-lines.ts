import type { CommerceOrder, CommerceProduct, CommerceStore } from '../../integrations/commerce/commerce.port';
import { allocate } from './allocate';

export interface BundleLine {
  order: string;
  orderDate: string;
  bundleSku: string;
  bundleTitle: string;
  quantity: number;
  revenueCents: number;
  components: Array<{ sku: string; title: string; quantity: number; revenueCents: number }>;
}

/** Bundle products by SKU, read once per report. */
export function bundleLookup(store: CommerceStore): (sku: string) => Promise<CommerceProduct | null> {
  const cache = new Map<string, Promise<CommerceProduct | null>>();
  return (sku) => {
    let found = cache.get(sku);
    if (!found) {
      found = store.variantBySku(sku).then(async (variant) => {
        const product = variant ? await store.productById(variant.productId) : null;
        return product?.isBundle ? product : null;
      });
      cache.set(sku, found);
    }
    return found;
  };
}

/**
 * The bundle lines of an order. A line's revenue (unit price × quantity) is split across its
 * components by their list value (price × quantity in the bundle), so the components sum exactly to it.
 */
export async function bundleLines(order: CommerceOrder, bundleOf: (sku: string) => Promise<CommerceProduct | null>): Promise<BundleLine[]> {
  const out: BundleLine[] = [];
  for (const line of order.lineItems) {
    const bundle = line.sku ? await bundleOf(line.sku) : null;
    if (!bundle) continue;
    const revenueCents = line.priceCents * line.quantity;
    const shares = allocate(
      revenueCents,
      bundle.components.map((c) => c.variant.priceCents * c.quantity),
    );
    out.push({
      order: order.name,
      orderDate: order.createdAt,
      bundleSku: line.sku,
      bundleTitle: bundle.title,
      quantity: line.quantity,
      revenueCents,
      components: bundle.components.map((c, i) => ({
        sku: c.variant.sku,
        title: c.variant.title,
        quantity: c.quantity * line.quantity,
        revenueCents: shares[i] ?? 0,
      })),
    });
  }
  return out;
}

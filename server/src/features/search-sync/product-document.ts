import type { CommerceProduct, Metafield } from '../../integrations/commerce/commerce.port';
import type { ProductDocument } from '../../integrations/search-index/search-index.port';
import { collectionHandle } from '../../integrations/search-index/collection-handle';

/** Product-information metafields become facet attributes; multi-line values hold several items. */
export const ATTRIBUTE_NAMESPACE = 'pim';

export function productDocument(product: CommerceProduct, metafields: readonly Metafield[]): ProductDocument {
  const attributes: Record<string, string[]> = {};
  for (const m of metafields) {
    if (m.namespace !== ATTRIBUTE_NAMESPACE || m.value.trim() === '') continue;
    attributes[m.key] = m.value
      .split(/[|\n]/)
      .map((v) => v.trim())
      .filter(Boolean);
  }
  const prices = product.variants.map((v) => v.priceCents);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    skus: product.variants.map((v) => v.sku),
    vendor: product.vendor,
    productType: product.productType,
    tags: product.isBundle ? ['bundle'] : [],
    collections: product.productType ? [collectionHandle(product.productType)] : [],
    priceCents: prices.length > 0 ? Math.min(...prices) : 0,
    attributes,
  };
}

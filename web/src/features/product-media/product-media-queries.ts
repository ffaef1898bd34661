/** The Product Media screen's data layer (docs/functions/commerce-tools.md §2.6): a product's media and PIM media, and their save. */
import {
  MEDIA_KEY,
  MEDIA_NAMESPACE,
  productMediaContract as c,
  type ProductWithMetafield,
} from '@console/contracts/product-media.contract';
import { callApi } from '../../api/api-client';
import { parseMedia, pimMedia, toEntries, toRows, type MediaRow } from './media-rows';

export type MediaProduct = NonNullable<ProductWithMetafield['productByHandle']>;

export interface LoadedMedia {
  /** null when no product has the handle. */
  product: MediaProduct | null;
  existing: MediaRow[];
  pim: MediaRow[];
}

/** The product by handle with its saved media, and the media its PIM metafields name (five calls at once). */
export async function loadProductMedia(handle: string): Promise<LoadedMedia> {
  const query = { handle };
  const [media, images, imageAlts, videos, videoAlts] = await Promise.all(
    [c.media, c.images, c.imageAlts, c.videos, c.videoAlts].map((call) => callApi(call, { query })),
  );
  const product = media?.productByHandle ?? null;
  const value = (answer: ProductWithMetafield | undefined) => answer?.productByHandle?.metafield?.value;
  return {
    product,
    existing: toRows(parseMedia(product?.metafield?.value)),
    pim: toRows(pimMedia({ images: value(images), imageAlts: value(imageAlts), videos: value(videos), videoAlts: value(videoAlts) })),
  };
}

/**
 * Saves the rows to the product's media metafield: an update naming the version read when it exists
 * (a stale one is refused), else a create. Answers which it was.
 */
export async function saveProductMedia(product: MediaProduct, rows: readonly MediaRow[]): Promise<'updated' | 'created'> {
  const value = JSON.stringify(toEntries(rows));
  if (product.metafield) {
    await callApi(c.update, { body: { metafield: { id: product.metafield.id, value, type: 'json', version: product.metafield.version } } });
    return 'updated';
  }
  await callApi(c.create, {
    body: {
      metafield: { namespace: MEDIA_NAMESPACE, key: MEDIA_KEY, value, type: 'json', owner_id: product.id, owner_resource: 'product' },
    },
  });
  return 'created';
}

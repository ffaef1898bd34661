import { MEDIA_KEY, MEDIA_NAMESPACE, mediaList, type ProductWithMetafield } from '@console/contracts/product-media.contract';
import type { ShopContext } from '../../app-context';
import { MetafieldConflict, gid, gidId, type CommerceProduct, type Metafield } from '../../integrations/commerce/commerce.port';
import { writeAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';

/** The PIM metafields behind each call of docs/functions/commerce-tools.md §7 (namespace 'Salsify'). */
export const PIM_KEYS = {
  images: 'DAM_Images',
  imageAlts: 'DAM_Image_Alt_Text',
  videos: 'Product_Video',
  videoAlts: 'Video_Alt_Text',
  media: MEDIA_KEY,
} as const;
export type PimKey = keyof typeof PIM_KEYS;

export const STALE_MEDIA =
  'The product media was changed by someone else since you loaded it. Search again to see the latest media, then make your change.';

/** A product by handle, or else by the SKU of one of its variants. */
async function findProduct(ctx: ShopContext, term: string): Promise<CommerceProduct | null> {
  const byHandle = await ctx.commerce.productByHandle(term);
  if (byHandle) return byHandle;
  const variant = await ctx.commerce.variantBySku(term);
  return variant ? ctx.commerce.productById(variant.productId) : null;
}

const toAnswer = (product: CommerceProduct, metafield: Metafield | null): ProductWithMetafield => ({
  productByHandle: {
    id: product.id,
    handle: product.handle,
    title: product.title,
    metafield: metafield ? { id: metafield.id, value: metafield.value, version: metafield.version } : null,
  },
});

export async function productField(ctx: ShopContext, term: string, key: PimKey): Promise<ProductWithMetafield> {
  const product = await findProduct(ctx, term.trim());
  if (!product) return { productByHandle: null };
  return toAnswer(product, await ctx.commerce.metafield(product.id, MEDIA_NAMESPACE, PIM_KEYS[key]));
}

/** The media value must be a JSON array of media entries (docs/functions/commerce-tools.md §3); it is stored in that canonical form. */
function canonicalMedia(value: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest('Media is not valid JSON.', { 'metafield.value': 'Media is not valid JSON.' });
  }
  const media = mediaList.safeParse(parsed);
  if (!media.success)
    throw badRequest('Media entries are not valid.', {
      'metafield.value': media.error.issues[0]?.message ?? 'Media entries are not valid.',
    });
  return JSON.stringify(media.data);
}

/** Save of the Existing or PIM table: refused when the media changed since the operator read it. */
export async function updateMedia(ctx: ShopContext, operator: Operator, input: { id: string; value: string; version: number }) {
  const id = gidId('Metafield', input.id);
  if (id === null) throw badRequest('Metafield id is not valid.', { 'metafield.id': 'Metafield id is not valid.' });
  const value = canonicalMedia(input.value);
  try {
    const saved = await ctx.commerce.updateMetafield({ id: gid('Metafield', id), value, type: 'json', version: input.version });
    await writeAudit(ctx.db, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'product-media.update',
      target: saved.ownerId,
      after: { metafield: saved.id, version: saved.version, media: JSON.parse(value) as unknown },
    });
    return { metafield: { id: saved.id, value: saved.value, version: saved.version } };
  } catch (err) {
    if (err instanceof MetafieldConflict) throw conflict(STALE_MEDIA);
    if (err instanceof Error && err.message.startsWith('No metafield')) throw notFound('Media metafield');
    throw err;
  }
}

/** First media of a product; refused when media appeared meanwhile (another operator saved first). */
export async function createMedia(ctx: ShopContext, operator: Operator, input: { owner_id: string | number; value: string }) {
  const productId = gidId('Product', input.owner_id);
  const product = productId === null ? null : await ctx.commerce.productById(gid('Product', productId));
  if (!product) throw badRequest('The product was not found.', { 'metafield.owner_id': 'The product was not found.' });
  const value = canonicalMedia(input.value);
  if (await ctx.commerce.metafield(product.id, MEDIA_NAMESPACE, MEDIA_KEY)) throw conflict(STALE_MEDIA);
  const saved = await ctx.commerce.createMetafield({
    ownerId: product.id,
    namespace: MEDIA_NAMESPACE,
    key: MEDIA_KEY,
    value,
    type: 'json',
  });
  await writeAudit(ctx.db, {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: 'product-media.create',
    target: product.id,
    after: { metafield: saved.id, media: JSON.parse(value) as unknown },
  });
  return { metafield: { id: saved.id, value: saved.value, version: saved.version } };
}

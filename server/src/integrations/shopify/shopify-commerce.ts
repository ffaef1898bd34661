import {
  MetafieldConflict,
  gidId,
  type CatalogueProduct,
  type CommerceStore,
  type GidType,
  type Metafield,
  type Paged,
} from '../commerce/commerce.port';
import { groupBulkRecords, runBulkQuery, type BulkRecord } from './shopify-bulk';
import {
  CATALOGUE_BULK_QUERY,
  COLLECTIONS_PAGE,
  MAX_PAGE_SIZES,
  PRODUCT_METAFIELD_DEFINITIONS,
  METAFIELD_BY_ID,
  METAFIELDS_SET,
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  PRODUCT_METAFIELD,
  PRODUCT_METAFIELDS,
  PRODUCT_VARIANTS_BULK_UPDATE,
  PRODUCTS_PAGE,
  TAGS_ADD,
  TAGS_REMOVE,
  VARIANTS_BY_SKUS,
} from './shopify-catalogue.graphql';
import type { AdminResult, ShopifyClient } from './shopify-client';
import {
  toMetafield,
  toProduct,
  toVariant,
  type ShopifyMetafield,
  type ShopifyProduct,
  type ShopifyVariant,
} from './shopify-commerce-mapping';
import { requireNoUserErrors, ShopifyUserErrors } from './shopify-errors';
import { centsToMoney, shopifyGid } from './shopify-ids';
import { createShopifyOrders } from './shopify-orders';
import { createShopifyReturns } from './shopify-returns';

/**
 * The commerce port on the Shopify store (docs/outside-interfaces.md 'Shopify'): every read and write goes through the one
 * client; the whole catalogue is read by a bulk operation. Ids are the store's gids; an id of
 * another form (a bare number, the embedded store's gid) is turned into the store's first.
 */
/** Products per page of `products(first:)`: each costs about 200 points with its variants and bundle parts. */
const PRODUCTS_PER_PAGE = MAX_PAGE_SIZES.ProductsPage.first;
/** SKUs per `productVariants(query:)`, two variants a SKU (the search is fuzzy): the query text stays short and the page within cost. */
const SKUS_PER_QUERY = MAX_PAGE_SIZES.VariantsBySkus.first / 2;

/** Quotes a value for the store's search syntax. */
const searchValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function createShopifyCommerce(client: ShopifyClient): CommerceStore {
  const idOf = (type: GidType, id: number) => shopifyGid(type, id);
  /** The store's gid for what a caller holds (its gid, a bare number or the embedded form); null when it names nothing of that type. */
  const storeId = (type: GidType, value: string) => {
    const id = gidId(type, value);
    return id === null ? null : idOf(type, id);
  };

  async function variantsBySkus(skus: readonly string[]) {
    const wanted = [...new Set(skus.map((s) => s.trim()).filter(Boolean))];
    const found = [];
    for (let i = 0; i < wanted.length; i += SKUS_PER_QUERY) {
      const chunk = wanted.slice(i, i + SKUS_PER_QUERY);
      const query = chunk.map((sku) => `sku:${searchValue(sku)}`).join(' OR ');
      const data = await client.request(VARIANTS_BY_SKUS, { query, first: chunk.length * 2 });
      // The store's search is fuzzy on some fields: keep exact SKU matches only.
      found.push(...data.productVariants.nodes.filter((v) => v.sku !== null && chunk.includes(v.sku)).map((v) => toVariant(v)));
    }
    return found;
  }

  /** The metafield and the digest of the value read, for a compare-and-set write. */
  async function metafieldById(id: string): Promise<{ metafield: Metafield; digest: string } | null> {
    const data = await client.request(METAFIELD_BY_ID, { id });
    return data.node?.id ? { metafield: toMetafield(data.node), digest: data.node.compareDigest } : null;
  }

  type SetInput = { ownerId: string; namespace: string; key: string; value: string; type: string };

  /** Without compareDigest: last writer wins (the port's `version: null`). */
  function setMetafieldLastWins(input: SetInput): Promise<Metafield> {
    return setMetafield(input);
  }

  async function setMetafield(input: SetInput & { compareDigest?: string | null }): Promise<Metafield> {
    const data = await client.request(METAFIELDS_SET, { metafields: [input] }, { idempotent: true });
    const payload = data.metafieldsSet;
    const stale = payload?.userErrors.some((e) => e.code === 'STALE_OBJECT' || e.code === 'INVALID_COMPARE_DIGEST');
    if (stale) {
      const current = (await client.request(PRODUCT_METAFIELD, { id: input.ownerId, namespace: input.namespace, key: input.key })).product
        ?.metafield;
      if (current) throw new MetafieldConflict(toMetafield(current, input.ownerId));
    }
    const saved = requireNoUserErrors('MetafieldsSet', payload).metafields?.[0];
    if (!saved) throw new ShopifyUserErrors('MetafieldsSet', [{ message: 'The store saved no metafield' }]);
    return toMetafield(saved, input.ownerId);
  }

  return {
    name: 'shopify',
    idOf,

    async variantBySku(sku) {
      return (await variantsBySkus([sku]))[0] ?? null;
    },

    variantsBySkus,

    async setVariantPrice(variant, change) {
      const id = storeId('ProductVariant', variant.id);
      const productId = storeId('Product', variant.productId);
      if (!id || !productId) throw new Error(`Not a variant of a product: ${variant.id}`);
      // Absolute values: sending it again (after a lost answer) changes nothing more.
      const data = await client.request(
        PRODUCT_VARIANTS_BULK_UPDATE,
        {
          productId,
          variants: [
            {
              id,
              price: centsToMoney(change.priceCents),
              compareAtPrice: change.compareAtCents === null ? null : centsToMoney(change.compareAtCents),
            },
          ],
        },
        { idempotent: true },
      );
      const after = requireNoUserErrors('ProductVariantsBulkUpdate', data.productVariantsBulkUpdate).productVariants?.find(
        (v) => v.id === id,
      );
      if (!after) throw new ShopifyUserErrors('ProductVariantsBulkUpdate', [{ message: `The store answered no variant ${id}` }]);
      return toVariant(after, productId);
    },

    async productByHandle(handle) {
      const data = await client.request(PRODUCT_BY_HANDLE, { handle: handle.trim() });
      return data.productByIdentifier ? toProduct(data.productByIdentifier) : null;
    },

    async productById(productId) {
      const id = storeId('Product', productId);
      if (!id) return null;
      const data = await client.request(PRODUCT_BY_ID, { id });
      return data.product ? toProduct(data.product) : null;
    },

    async listProducts(cursor, limit) {
      const data = await client.request(PRODUCTS_PAGE, {
        first: Math.max(1, Math.min(limit, PRODUCTS_PER_PAGE)),
        after: cursor,
      });
      const page: Paged<ReturnType<typeof toProduct>> = {
        items: data.products.nodes.map(toProduct),
        nextCursor: data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null,
      };
      return page;
    },

    async *catalogue() {
      const batches = runBulkQuery(client, CATALOGUE_BULK_QUERY, { groupObjects: true });
      for await (const groups of groupBulkRecords(batches))
        for (const { record, children } of groups) yield catalogueProduct(record, children);
    },

    async setProductTag(productId, tag, present) {
      const id = storeId('Product', productId);
      if (!id) throw new Error(`Not a product id: ${productId}`);
      // tagsAdd/tagsRemove touch only this tag (a product update with `tags` would replace them all).
      const variables = { id, tags: [tag] };
      if (present) requireNoUserErrors('TagsAdd', (await client.request(TAGS_ADD, variables, { idempotent: true })).tagsAdd);
      else requireNoUserErrors('TagsRemove', (await client.request(TAGS_REMOVE, variables, { idempotent: true })).tagsRemove);
    },

    async productMetafields(productId, namespace) {
      const id = storeId('Product', productId);
      if (!id) return [];
      const found: Metafield[] = [];
      for (let after: string | null = null; ;) {
        const data: AdminResult<typeof PRODUCT_METAFIELDS> = await client.request(PRODUCT_METAFIELDS, {
          id,
          namespace: namespace ?? null,
          after,
        });
        if (!data.product) return found;
        found.push(...data.product.metafields.nodes.map((m) => toMetafield(m, id)));
        if (!data.product.metafields.pageInfo.hasNextPage) return found;
        after = data.product.metafields.pageInfo.endCursor;
      }
    },

    async metafield(productId, namespace, key) {
      const id = storeId('Product', productId);
      if (!id) return null;
      const data = await client.request(PRODUCT_METAFIELD, { id, namespace, key });
      return data.product?.metafield ? toMetafield(data.product.metafield, id) : null;
    },

    async createMetafield(input) {
      const ownerId = storeId('Product', input.ownerId);
      if (!ownerId) throw new Error(`Not a product id: ${input.ownerId}`);
      // compareDigest null: the store refuses when the metafield exists already (someone saved first).
      return setMetafield({
        ownerId,
        namespace: input.namespace,
        key: input.key,
        value: input.value,
        type: input.type,
        compareDigest: null,
      });
    },

    async updateMetafield(input) {
      const id = storeId('Metafield', input.id);
      const read = id ? await metafieldById(id) : null;
      if (!read) throw new Error(`No metafield ${input.id}`);
      const current = read.metafield;
      if (input.version !== null && input.version !== current.version) throw new MetafieldConflict(current);
      // With the digest of this read, a save by someone else between our read and write is refused too.
      const input2 = { ownerId: current.ownerId, namespace: current.namespace, key: current.key, value: input.value, type: input.type };
      return input.version === null ? setMetafieldLastWins(input2) : setMetafield({ ...input2, compareDigest: read.digest });
    },

    async productMetafieldDefinitions() {
      const found: { namespace: string; key: string; name: string }[] = [];
      for (let after: string | null = null; ;) {
        const data: AdminResult<typeof PRODUCT_METAFIELD_DEFINITIONS> = await client.request(PRODUCT_METAFIELD_DEFINITIONS, { after });
        found.push(...data.metafieldDefinitions.nodes.map((d) => ({ namespace: d.namespace, key: d.key, name: d.name })));
        if (!data.metafieldDefinitions.pageInfo.hasNextPage) return found;
        after = data.metafieldDefinitions.pageInfo.endCursor;
      }
    },

    async collections() {
      const found: { handle: string; title: string }[] = [];
      for (let after: string | null = null; ;) {
        const data: AdminResult<typeof COLLECTIONS_PAGE> = await client.request(COLLECTIONS_PAGE, { after });
        found.push(...data.collections.nodes.map((c) => ({ handle: c.handle, title: c.title })));
        if (!data.collections.pageInfo.hasNextPage) return found;
        after = data.collections.pageInfo.endCursor;
      }
    },

    ...createShopifyOrders(client, storeId),
    ...createShopifyReturns(client),
  };
}

const VARIANT_GID = shopifyGid('ProductVariant', '');
const METAFIELD_GID = shopifyGid('Metafield', '');

function catalogueProduct(record: BulkRecord, children: readonly BulkRecord[]): CatalogueProduct {
  // One pass over the children: this runs once per product of the whole catalogue.
  const variants: ShopifyVariant[] = [];
  const metafields: ShopifyMetafield[] = [];
  for (const child of children) {
    if (child.id?.startsWith(VARIANT_GID)) variants.push(child as unknown as ShopifyVariant);
    else if (child.id?.startsWith(METAFIELD_GID)) metafields.push(child as unknown as ShopifyMetafield);
  }
  const product = toProduct({ ...(record as unknown as ShopifyProduct), variants: { nodes: variants } });
  return { ...product, metafields: metafields.map((m) => toMetafield(m, product.id)) };
}

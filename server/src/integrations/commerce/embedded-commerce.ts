import type { Selectable } from 'kysely';
import type {
  CommerceLineItemTable,
  CommerceMetafieldTable,
  CommerceOrderTable,
  CommerceProductTable,
  CommerceVariantTable,
} from './commerce.table';
// Through the composed Database: integrations reach no feature's table file (eslint.config.js).
import type { Database } from '../../db/schema';
import type { Db } from '../../platform/db';
import { nowIso } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import {
  MetafieldConflict,
  gid,
  gidId,
  isWeightUnit,
  type CommerceCustomer,
  type CommerceLineItem,
  type CommerceOrder,
  type CommerceProduct,
  type CommerceStore,
  type CommerceVariant,
  type FulfillmentStatus,
  type Metafield,
  type Paged,
} from './commerce.port';

type VariantRow = Selectable<CommerceVariantTable>;

function toVariant(v: VariantRow): CommerceVariant {
  return {
    id: gid('ProductVariant', v.id),
    productId: gid('Product', v.product_id),
    sku: v.sku,
    title: v.title,
    priceCents: v.price_cents,
    compareAtCents: v.compare_at_cents,
    weight: v.weight,
    weightUnit: isWeightUnit(v.weight_unit) ? v.weight_unit : 'POUNDS',
  };
}

function toMetafield(m: Selectable<CommerceMetafieldTable>): Metafield {
  return {
    id: gid('Metafield', m.id),
    ownerId: gid('Product', m.product_id),
    namespace: m.namespace,
    key: m.key,
    value: m.value,
    type: m.type,
    version: m.version,
    updatedAt: m.updated_at,
  };
}

type CustomerRow = Pick<Selectable<Database['customers']>, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>;

/**
 * The console's customer with this id: the embedded store's shoppers are `customers` rows, which the
 * customers feature owns, so it passes its reader in (integrations never import features).
 */
export type CustomerLookup = (db: Db, shop: ShopId, id: number) => Promise<CustomerRow | undefined>;

function toCustomer(c: CustomerRow): CommerceCustomer {
  return { id: gid('Customer', c.id), displayName: `${c.first_name} ${c.last_name}`.trim() || c.email, email: c.email, phone: c.phone };
}

function toLineItem(li: Selectable<CommerceLineItemTable>): CommerceLineItem {
  return {
    id: gid('LineItem', li.id),
    title: li.title,
    sku: li.sku,
    quantity: li.quantity,
    fulfilledQuantity: li.fulfilled_quantity,
    unfulfilledQuantity: li.quantity - li.fulfilled_quantity,
    priceCents: li.price_cents,
    imageUrl: li.image_url,
    variantId: li.variant_id === null ? null : gid('ProductVariant', li.variant_id),
    weight: li.weight,
    weightUnit: isWeightUnit(li.weight_unit) ? li.weight_unit : 'POUNDS',
  };
}

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const FULFILLMENT: readonly FulfillmentStatus[] = ['FULFILLED', 'PARTIALLY_FULFILLED', 'UNFULFILLED'];

/** Keyset cursors over a numeric id (products) or (created_at, id) (orders), opaque to callers. */
const encodeCursor = (parts: ReadonlyArray<string | number>) => Buffer.from(JSON.stringify(parts)).toString('base64url');
function decodeCursor(cursor: string | null): Array<string | number> | null {
  if (!cursor) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parts) ? (parts as Array<string | number>) : null;
  } catch {
    return null;
  }
}

/**
 * The store platform kept in our own tables (migration 0030); customers are `customers` rows. One per
 * shop (docs/several-shops.md): every read and write names the shop, so a shop's embedded store is its own
 * (empty unless seeded) and another shop's product, variant, metafield or order is not found.
 */
export function createEmbeddedCommerce(db: Db, shop: ShopId, findCustomer: CustomerLookup): CommerceStore {
  async function products(rows: ReadonlyArray<Selectable<CommerceProductTable>>): Promise<CommerceProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const variants = await db
      .selectFrom('commerce_variants')
      .selectAll()
      .where('shop_id', '=', shop)
      .where('product_id', 'in', ids)
      .orderBy('id')
      .execute();
    const components = await db
      .selectFrom('commerce_bundle_components as c')
      .innerJoin('commerce_variants as v', (join) => join.onRef('v.shop_id', '=', 'c.shop_id').onRef('v.id', '=', 'c.component_variant_id'))
      .selectAll('v')
      .select(['c.bundle_product_id', 'c.quantity'])
      .where('c.shop_id', '=', shop)
      .where('c.bundle_product_id', 'in', ids)
      .orderBy('c.id')
      .execute();
    return rows.map((p) => ({
      id: gid('Product', p.id),
      handle: p.handle,
      title: p.title,
      vendor: p.vendor,
      productType: p.product_type,
      imageUrl: p.image_url,
      isBundle: p.is_bundle === 1,
      variants: variants.filter((v) => v.product_id === p.id).map(toVariant),
      components: components.filter((c) => c.bundle_product_id === p.id).map((c) => ({ variant: toVariant(c), quantity: c.quantity })),
      createdAt: p.created_at,
      tags: splitTags(p.tags),
    }));
  }

  async function orders(rows: ReadonlyArray<Selectable<CommerceOrderTable>>): Promise<CommerceOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const items = await db
      .selectFrom('commerce_line_items')
      .selectAll()
      .where('shop_id', '=', shop)
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute();
    const customerIds = [...new Set(rows.map((r) => r.customer_id).filter((id): id is number => id !== null))];
    const customers = (await Promise.all(customerIds.map((id) => findCustomer(db, shop, id)))).filter((c) => c !== undefined);
    return rows.map((o) => {
      const customer = customers.find((c) => c.id === o.customer_id);
      return {
        id: gid('Order', o.id),
        number: o.number,
        name: `#${o.number}`,
        customer: customer ? toCustomer(customer) : null,
        email: o.email,
        totalCents: o.total_cents,
        currency: o.currency,
        displayFulfillmentStatus: (FULFILLMENT as readonly string[]).includes(o.fulfillment_status)
          ? (o.fulfillment_status as FulfillmentStatus)
          : 'UNFULFILLED',
        financialStatus: o.financial_status,
        lineItems: items.filter((li) => li.order_id === o.id).map(toLineItem),
        shippingAddress:
          o.ship_address1 || o.ship_city
            ? {
                name: o.ship_name,
                address1: o.ship_address1,
                address2: o.ship_address2,
                city: o.ship_city,
                provinceCode: o.ship_province_code,
                zip: o.ship_zip,
                countryCodeV2: o.ship_country_code,
                phone: o.ship_phone,
              }
            : null,
        createdAt: o.created_at,
      };
    });
  }

  const metafieldById = (id: number) =>
    db.selectFrom('commerce_metafields').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();

  return {
    name: 'embedded',

    idOf: gid,

    // The embedded store keeps no return objects: the console's return rows and labels are the return.
    createReturn: async () => null,
    attachReturnLabel: async () => {},

    async *catalogue() {
      for (let cursor: string | null = null; ;) {
        const page: Paged<CommerceProduct> = await this.listProducts(cursor, 200);
        for (const product of page.items) yield { ...product, metafields: await this.productMetafields(product.id) };
        if (!page.nextCursor) return;
        cursor = page.nextCursor;
      }
    },

    async setProductTag(productId, tag, present) {
      const id = gidId('Product', productId);
      if (id === null) throw new Error(`Not a product id: ${productId}`);
      const row = await db
        .selectFrom('commerce_products')
        .select('tags')
        .where('shop_id', '=', shop)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new Error(`No product ${productId}`);
      const others = splitTags(row.tags).filter((t) => t.toLowerCase() !== tag.toLowerCase());
      const tags = (present ? [...others, tag] : others).sort((a, b) => a.localeCompare(b));
      await db
        .updateTable('commerce_products')
        .set({ tags: tags.join(', '), updated_at: nowIso() })
        .where('shop_id', '=', shop)
        .where('id', '=', id)
        .execute();
    },

    async variantBySku(sku) {
      const row = await db
        .selectFrom('commerce_variants')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('sku', '=', sku.trim())
        .executeTakeFirst();
      return row ? toVariant(row) : null;
    },

    async variantsBySkus(skus) {
      if (skus.length === 0) return [];
      const rows = await db
        .selectFrom('commerce_variants')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('sku', 'in', [...new Set(skus)])
        .execute();
      return rows.map(toVariant);
    },

    async setVariantPrice({ id: variantId }, change) {
      const id = gidId('ProductVariant', variantId);
      if (id === null) throw new Error(`Not a variant id: ${variantId}`);
      await db
        .updateTable('commerce_variants')
        .set({ price_cents: change.priceCents, compare_at_cents: change.compareAtCents, updated_at: nowIso() })
        .where('shop_id', '=', shop)
        .where('id', '=', id)
        .execute();
      const row = await db.selectFrom('commerce_variants').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
      if (!row) throw new Error(`No variant ${variantId}`);
      return toVariant(row);
    },

    async productByHandle(handle) {
      const row = await db
        .selectFrom('commerce_products')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('handle', '=', handle.trim())
        .executeTakeFirst();
      return row ? ((await products([row]))[0] ?? null) : null;
    },

    async productById(productId) {
      const id = gidId('Product', productId);
      if (id === null) return null;
      const row = await db.selectFrom('commerce_products').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
      return row ? ((await products([row]))[0] ?? null) : null;
    },

    async listProducts(cursor, limit) {
      const after = decodeCursor(cursor)?.[0];
      let query = db
        .selectFrom('commerce_products')
        .selectAll()
        .where('shop_id', '=', shop)
        .orderBy('id')
        .limit(limit + 1);
      if (typeof after === 'number') query = query.where('id', '>', after);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { items: await products(page), nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null };
    },

    async productMetafields(productId, namespace) {
      const id = gidId('Product', productId);
      if (id === null) return [];
      let query = db.selectFrom('commerce_metafields').selectAll().where('shop_id', '=', shop).where('product_id', '=', id);
      if (namespace !== undefined) query = query.where('namespace', '=', namespace);
      return (await query.orderBy('namespace').orderBy('key').execute()).map(toMetafield);
    },

    async metafield(productId, namespace, key) {
      const id = gidId('Product', productId);
      if (id === null) return null;
      const row = await db
        .selectFrom('commerce_metafields')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('product_id', '=', id)
        .where('namespace', '=', namespace)
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? toMetafield(row) : null;
    },

    async createMetafield(input) {
      const productId = gidId('Product', input.ownerId);
      if (productId === null) throw new Error(`Not a product id: ${input.ownerId}`);
      const now = nowIso();
      // Another shop's product is no owner here, as on the platform.
      const owner = await db
        .selectFrom('commerce_products')
        .select('id')
        .where('shop_id', '=', shop)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!owner) throw new Error(`No product ${input.ownerId}`);
      // Creating an existing (owner, namespace, key) updates it, as the platform's metafieldsSet does.
      const row = await db
        .insertInto('commerce_metafields')
        .values({
          shop_id: shop,
          product_id: productId,
          namespace: input.namespace,
          key: input.key,
          value: input.value,
          type: input.type,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['shop_id', 'product_id', 'namespace', 'key']).doUpdateSet((eb) => ({
            value: input.value,
            type: input.type,
            version: eb('commerce_metafields.version', '+', 1),
            updated_at: now,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMetafield(row);
    },

    async updateMetafield(input) {
      const id = gidId('Metafield', input.id);
      if (id === null) throw new Error(`Not a metafield id: ${input.id}`);
      let query = db
        .updateTable('commerce_metafields')
        .set((eb) => ({ value: input.value, type: input.type, version: eb('version', '+', 1), updated_at: nowIso() }))
        .where('shop_id', '=', shop)
        .where('id', '=', id);
      if (input.version !== null) query = query.where('version', '=', input.version);
      const res = await query.executeTakeFirst();
      const row = await metafieldById(id);
      if (!row) throw new Error(`No metafield ${input.id}`);
      if (Number(res.numUpdatedRows) !== 1) throw new MetafieldConflict(toMetafield(row));
      return toMetafield(row);
    },

    async orderByNumber(number) {
      const row = await db
        .selectFrom('commerce_orders')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('number', '=', number)
        .executeTakeFirst();
      return row ? ((await orders([row]))[0] ?? null) : null;
    },

    async orderById(orderId) {
      const id = gidId('Order', orderId);
      if (id === null) return null;
      const row = await db.selectFrom('commerce_orders').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
      return row ? ((await orders([row]))[0] ?? null) : null;
    },

    async ordersBetween(from, to, cursor, limit): Promise<Paged<CommerceOrder>> {
      const after = decodeCursor(cursor);
      let query = db
        .selectFrom('commerce_orders')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('created_at', '>=', from)
        .where('created_at', '<=', to)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit + 1);
      if (after && typeof after[0] === 'string' && typeof after[1] === 'number') {
        const [at, id] = after as [string, number];
        query = query.where((eb) => eb.or([eb('created_at', '>', at), eb.and([eb('created_at', '=', at), eb('id', '>', id)])]));
      }
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { items: await orders(page), nextCursor: rows.length > limit && last ? encodeCursor([last.created_at, last.id]) : null };
    },

    async customer(customerId) {
      const id = gidId('Customer', customerId);
      if (id === null) return null;
      const row = await findCustomer(db, shop, id);
      return row ? toCustomer(row) : null;
    },
  };
}

/** The distinct product types of the shop's embedded store (the demo's search collections are named after them). */
export async function embeddedProductTypes(db: Db, shop: ShopId): Promise<string[]> {
  const rows = await db.selectFrom('commerce_products').select('product_type').where('shop_id', '=', shop).distinct().execute();
  return rows.map((row) => row.product_type);
}

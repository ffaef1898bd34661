import type { Insertable } from 'kysely';
import type { CommerceLineItemTable } from '../integrations/commerce/commerce.table';
import { DEMO_ORDER_NUMBER, demoSku } from '../integrations/commerce/commerce-demo';
import { demoPerson, pick, seededRandom } from '../db/demo-people';
import type { Db } from '../platform/db';
import type { ShopId } from '../platform/shop-id';
import { nowIso } from '../platform/db';
import { RETAIL_PROGRAMME } from '@console/contracts/common/programmes';
import { createCustomer } from '../features/customers/customers.service';

/**
 * The embedded store's demo catalogue, shoppers and orders (docs/outside-interfaces.md): products with handles,
 * SKUs, weights, media and product-information metafields; bundles with components; orders over the
 * last 60 days, among them order 1001 with fulfilled line items (the returns demo returns part of it).
 * Above the features, beside seed-demo.ts: its shoppers are console customers, made by the customers service.
 */

const LINES = [
  ['Cordless Drill', 'Power Tools', 4.2],
  ['Impact Driver', 'Power Tools', 3.1],
  ['Circular Saw', 'Power Tools', 9.8],
  ['Orbital Sander', 'Power Tools', 3.9],
  ['Socket Set', 'Hand Tools', 6.5],
  ['Torque Wrench', 'Hand Tools', 2.7],
  ['Tool Chest', 'Storage', 58],
  ['Rolling Cabinet', 'Storage', 66],
  ['Shop Vacuum', 'Cleaning', 18.5],
  ['Work Light', 'Lighting', 1.6],
  ['Safety Glasses', 'Safety', 0.2],
  ['Work Gloves', 'Safety', 0.4],
  ['Tape Measure', 'Hand Tools', 0.8],
  ['Utility Knife', 'Hand Tools', 0.3],
  ['Air Compressor', 'Air Tools', 52],
  ['Jump Starter', 'Automotive', 5.4],
  ['Floor Jack', 'Automotive', 61],
  ['Battery Pack', 'Batteries', 1.3],
  ['Battery Charger', 'Batteries', 1.1],
  ['Tool Bag', 'Storage', 2.4],
] as const;

const BRANDS = ['Northline', 'Ironhold', 'Keystone', 'Brightwork'];
const COLORS = ['Red', 'Black', 'Yellow', 'Blue'];
const VARIANTS = ['Standard', 'Kit'];
const STATES = [
  ['NY', 'New York', '10001'],
  ['NJ', 'Newark', '07102'],
  ['PA', 'Philadelphia', '19103'],
  ['OH', 'Columbus', '43215'],
  ['TX', 'Austin', '73301'],
  ['CA', 'San Jose', '95113'],
  ['IL', 'Chicago', '60601'],
  ['FL', 'Orlando', '32801'],
] as const;
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Harbor Rd', 'Lake Blvd'];

const GIFT_TAG_SKUS = ['BDGIFTTAG', 'BDGIFTBAGTAG'] as const;
const CDN = 'https://cdn.shop.example/products';

function mediaJson(handle: string, title: string, n: number): string {
  const media = [
    { src: `${CDN}/${handle}-1.jpg`, type: 'image', state: 'online', sort: 1, alt: `${title} front` },
    { src: `${CDN}/${handle}-2.jpg`, type: 'image', state: n % 2 ? 'online' : 'offline', sort: 2, alt: `${title} side` },
    ...(n % 3 === 0 ? [{ src: `${CDN}/${handle}.mp4`, type: 'video', state: 'offline', sort: null, alt: `${title} in use` }] : []),
  ];
  return JSON.stringify(media);
}

async function seedProducts(
  db: Db,
  shop: ShopId,
  rand: () => number,
  now: string,
): Promise<Array<{ id: number; sku: string; title: string; priceCents: number; weight: number }>> {
  const variants: Array<{ id: number; sku: string; title: string; priceCents: number; weight: number }> = [];
  for (const [n, [name, type, weight]] of LINES.entries()) {
    const brand = pick(rand, BRANDS);
    const title = `${brand} ${name}`;
    const handle = title.toLowerCase().replaceAll(' ', '-');
    const product = await db
      .insertInto('commerce_products')
      .values({
        shop_id: shop,
        handle,
        title,
        vendor: brand,
        product_type: type,
        is_bundle: 0,
        image_url: `${CDN}/${handle}-1.jpg`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [v, label] of VARIANTS.entries()) {
      const priceCents = (Math.round(10 + rand() * 290) + v * 40) * 100 + 99;
      const sku = demoSku(n, v);
      const row = await db
        .insertInto('commerce_variants')
        .values({
          shop_id: shop,
          product_id: product.id,
          sku,
          title: label,
          price_cents: priceCents,
          compare_at_cents: rand() < 0.3 ? priceCents + 2000 : null,
          weight: weight + v * 1.5,
          weight_unit: 'POUNDS',
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      variants.push({ id: row.id, sku, title: `${title} - ${label}`, priceCents, weight: weight + v * 1.5 });
    }
    const fields: Array<[string, string, string, string]> = [
      ['Salsify', 'Product_Media_Json', mediaJson(handle, title, n), 'json'],
      ['Salsify', 'DAM_Image_Alt_Text', `${title} front|${title} side`, 'single_line_text_field'],
      ['Salsify', 'Product_Video', n % 3 === 0 ? `${CDN}/${handle}.mp4` : '', 'single_line_text_field'],
      ['Salsify', 'Video_Alt_Text', n % 3 === 0 ? `${title} in use` : '', 'single_line_text_field'],
      ['pim', 'brand', brand, 'single_line_text_field'],
      ['pim', 'color', pick(rand, COLORS), 'single_line_text_field'],
      ['pim', 'warranty_years', String(1 + Math.floor(rand() * 5)), 'number_integer'],
      ['pim', 'features', `${type}|Made for daily use|${Math.round(weight)} lb`, 'multi_line_text_field'],
    ];
    await db
      .insertInto('commerce_metafields')
      .values(
        fields.map(([namespace, key, value, fieldType]) => ({
          shop_id: shop,
          product_id: product.id,
          namespace,
          key,
          value,
          type: fieldType,
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (const sku of GIFT_TAG_SKUS) {
    const product = await db
      .insertInto('commerce_products')
      .values({
        shop_id: shop,
        handle: sku.toLowerCase(),
        title: sku === 'BDGIFTTAG' ? 'Gift Tag' : 'Gift Bag Tag',
        vendor: 'Shop',
        product_type: 'Gift',
        is_bundle: 0,
        image_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('commerce_variants')
      .values({
        shop_id: shop,
        product_id: product.id,
        sku,
        title: 'Default',
        price_cents: 0,
        compare_at_cents: null,
        weight: 0.05,
        weight_unit: 'POUNDS',
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    variants.push({ id: row.id, sku, title: sku === 'BDGIFTTAG' ? 'Gift Tag' : 'Gift Bag Tag', priceCents: 0, weight: 0.05 });
  }
  await seedBundles(db, shop, variants, now);
  return variants;
}

/** Three bundles, each of two or three catalogue variants. */
async function seedBundles(
  db: Db,
  shop: ShopId,
  variants: ReadonlyArray<{ id: number; sku: string; priceCents: number }>,
  now: string,
): Promise<void> {
  const bundles = [
    { title: 'Starter Combo Kit', parts: [0, 2, 34] },
    { title: 'Garage Essentials Bundle', parts: [8, 30] },
    { title: 'Safety Pack', parts: [20, 22, 24] },
  ];
  for (const [n, b] of bundles.entries()) {
    const handle = b.title.toLowerCase().replaceAll(' ', '-');
    const product = await db
      .insertInto('commerce_products')
      .values({
        shop_id: shop,
        handle,
        title: b.title,
        vendor: 'Northline',
        product_type: 'Bundle',
        is_bundle: 1,
        image_url: `${CDN}/${handle}.jpg`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parts = b.parts.map((i) => variants[i]).filter((v): v is (typeof variants)[number] => v !== undefined);
    const priceCents = Math.round(parts.reduce((sum, p) => sum + p.priceCents, 0) * 0.85);
    await db
      .insertInto('commerce_variants')
      .values({
        shop_id: shop,
        product_id: product.id,
        sku: `BNDL-${100 + n}`,
        title: 'Bundle',
        price_cents: priceCents,
        compare_at_cents: null,
        weight: 12,
        weight_unit: 'POUNDS',
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('commerce_bundle_components')
      .values(parts.map((p) => ({ shop_id: shop, bundle_product_id: product.id, component_variant_id: p.id, quantity: 1 })))
      .execute();
  }
}

async function seedShoppers(
  db: Db,
  shop: ShopId,
  rand: () => number,
  count: number,
  now: string,
): Promise<Array<{ id: number; name: string; phone: string; email: string }>> {
  const out: Array<{ id: number; name: string; phone: string; email: string }> = [];
  for (let n = 0; n < count; n++) {
    const person = demoPerson(rand, n, 'shoppers.example');
    const phone = `212555${String(1000 + n).padStart(4, '0')}`;
    const id = await createCustomer(db, shop, {
      programme: RETAIL_PROGRAMME,
      status: null,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone,
      country: 'United States',
      created_at: now,
      updated_at: now,
    });
    out.push({ id, name: `${person.firstName} ${person.lastName}`, phone, email: person.email });
  }
  return out;
}

type Variant = Awaited<ReturnType<typeof seedProducts>>[number];

async function insertOrder(
  db: Db,
  shop: ShopId,
  input: {
    number: number;
    customerId: number;
    email: string;
    name: string;
    phone: string;
    createdAt: string;
    rand: () => number;
    lines: Array<{ variant: Variant; quantity: number; fulfilled: number }>;
  },
): Promise<void> {
  const [state, city, zip] = pick(input.rand, STATES);
  const total = input.lines.reduce((sum, l) => sum + l.variant.priceCents * l.quantity, 0);
  const fulfilled = input.lines.reduce((sum, l) => sum + l.fulfilled, 0);
  const quantity = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const order = await db
    .insertInto('commerce_orders')
    .values({
      shop_id: shop,
      number: input.number,
      customer_id: input.customerId,
      email: input.email,
      total_cents: total,
      fulfillment_status: fulfilled === 0 ? 'UNFULFILLED' : fulfilled < quantity ? 'PARTIALLY_FULFILLED' : 'FULFILLED',
      ship_name: input.name,
      ship_address1: `${100 + Math.floor(input.rand() * 900)} ${pick(input.rand, STREETS)}`,
      ship_city: city,
      ship_province_code: state,
      ship_zip: zip,
      ship_country_code: 'US',
      ship_phone: input.phone,
      created_at: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items: Array<Insertable<CommerceLineItemTable>> = input.lines.map((l) => ({
    shop_id: shop,
    order_id: order.id,
    variant_id: l.variant.id,
    title: l.variant.title,
    sku: l.variant.sku,
    quantity: l.quantity,
    fulfilled_quantity: l.fulfilled,
    price_cents: l.variant.priceCents,
    image_url: `${CDN}/${l.variant.sku.toLowerCase()}.jpg`,
    weight: l.variant.weight,
    weight_unit: 'POUNDS',
  }));
  await db.insertInto('commerce_line_items').values(items).execute();
}

/** Fills the embedded store once; a store with products is left alone. Returns false when it had data. */
export async function seedDemoCommerce(db: Db, shop: ShopId, options: { orders?: number; now?: number } = {}): Promise<boolean> {
  if (await db.selectFrom('commerce_products').select('id').where('shop_id', '=', shop).limit(1).executeTakeFirst()) return false;
  const rand = seededRandom(91);
  const now = options.now ?? Date.now();
  const stamp = nowIso();
  const variants = await seedProducts(db, shop, rand, stamp);
  const shoppers = await seedShoppers(db, shop, rand, 30, stamp);
  const catalogue = variants.filter((v) => !(GIFT_TAG_SKUS as readonly string[]).includes(v.sku));
  const bySku = (sku: string) => variants.find((v) => v.sku === sku) as Variant;
  const first = shoppers[0] as (typeof shoppers)[number];
  // Order 1001: fulfilled, with a gift tag (never returnable) and a heavy tool chest (the 70 lb rule).
  await insertOrder(db, shop, {
    number: DEMO_ORDER_NUMBER,
    customerId: first.id,
    email: first.email,
    name: first.name,
    phone: first.phone,
    createdAt: new Date(now - 12 * 86_400_000).toISOString(),
    rand,
    lines: [
      { variant: bySku(demoSku(0, 0)), quantity: 2, fulfilled: 2 },
      { variant: bySku(demoSku(4, 1)), quantity: 1, fulfilled: 1 },
      { variant: bySku(demoSku(6, 0)), quantity: 2, fulfilled: 2 },
      { variant: bySku('BDGIFTTAG'), quantity: 1, fulfilled: 1 },
      { variant: bySku(demoSku(10, 0)), quantity: 3, fulfilled: 0 },
    ],
  });
  const count = options.orders ?? 120;
  for (let n = 1; n < count; n++) {
    const shopper = pick(rand, shoppers);
    const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const quantity = 1 + Math.floor(rand() * 3);
      return { variant: pick(rand, catalogue), quantity, fulfilled: rand() < 0.8 ? quantity : 0 };
    });
    const unique = lines.filter((l, i) => lines.findIndex((o) => o.variant.sku === l.variant.sku) === i);
    if (rand() < 0.15) unique.push({ variant: bySku(pick(rand, GIFT_TAG_SKUS)), quantity: 1, fulfilled: 1 });
    await insertOrder(db, shop, {
      number: DEMO_ORDER_NUMBER + n,
      customerId: shopper.id,
      email: shopper.email,
      name: shopper.name,
      phone: shopper.phone,
      createdAt: new Date(now - Math.floor(rand() * 60 * 86_400_000)).toISOString(),
      rand,
      lines: unique,
    });
  }
  return true;
}

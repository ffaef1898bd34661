import type { Db } from '../platform/db';
import type { ShopId } from '../platform/shop-id';

/**
 * Demo orders that sell bundles (the catalogue orders of commerce.seed never do), so the bundle
 * report has data: `count` orders over the last `days` days, each with one or two bundle lines.
 * Returns the numbers of the orders made.
 */
export async function seedBundleOrders(db: Db, shop: ShopId, options: { count: number; days?: number; now?: number }): Promise<number[]> {
  const bundles = await db
    .selectFrom('commerce_variants')
    .innerJoin('commerce_products', 'commerce_products.id', 'commerce_variants.product_id')
    .select([
      'commerce_variants.id',
      'commerce_variants.sku',
      'commerce_variants.title',
      'commerce_variants.price_cents',
      'commerce_variants.weight',
      'commerce_products.title as product',
    ])
    .whereRef('commerce_products.shop_id', '=', 'commerce_variants.shop_id')
    .where('commerce_variants.shop_id', '=', shop)
    .where('commerce_products.is_bundle', '=', 1)
    .orderBy('commerce_variants.id')
    .execute();
  // The shopper of the store's first order buys the bundles too.
  const firstOrder = await db
    .selectFrom('commerce_orders')
    .select('customer_id')
    .where('shop_id', '=', shop)
    .where('customer_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const shopper = firstOrder?.customer_id
    ? await db
        .selectFrom('customers')
        .select(['id', 'email', 'first_name', 'last_name', 'phone'])
        .where('shop_id', '=', shop)
        .where('id', '=', firstOrder.customer_id)
        .executeTakeFirst()
    : undefined;
  if (bundles.length === 0 || !shopper) return [];
  const last = await db
    .selectFrom('commerce_orders')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('shop_id', '=', shop)
    .executeTakeFirst();
  const now = options.now ?? Date.now();
  const numbers: number[] = [];
  for (let n = 0; n < options.count; n++) {
    const number = Number(last?.n ?? 1000) + 1 + n;
    const lines = [bundles[n % bundles.length]!, ...(n % 3 === 0 ? [bundles[(n + 1) % bundles.length]!] : [])].filter(
      (b, i, all) => all.indexOf(b) === i,
    );
    const quantities = lines.map((_, i) => 1 + ((n + i) % 2));
    const total = lines.reduce((sum, l, i) => sum + l.price_cents * (quantities[i] ?? 1), 0);
    const order = await db
      .insertInto('commerce_orders')
      .values({
        shop_id: shop,
        number,
        customer_id: shopper.id,
        email: shopper.email,
        total_cents: total,
        fulfillment_status: 'FULFILLED',
        ship_name: `${shopper.first_name} ${shopper.last_name}`,
        ship_address1: '12 Harbor Rd',
        ship_city: 'Columbus',
        ship_province_code: 'OH',
        ship_zip: '43215',
        ship_country_code: 'US',
        ship_phone: shopper.phone,
        created_at: new Date(now - ((n * 3) % (options.days ?? 30)) * 86_400_000 - 3_600_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('commerce_line_items')
      .values(
        lines.map((l, i) => ({
          shop_id: shop,
          order_id: order.id,
          variant_id: l.id,
          title: l.product,
          sku: l.sku,
          quantity: quantities[i] ?? 1,
          fulfilled_quantity: quantities[i] ?? 1,
          price_cents: l.price_cents,
          image_url: null,
          weight: l.weight,
          weight_unit: 'POUNDS',
        })),
      )
      .execute();
    numbers.push(number);
  }
  return numbers;
}

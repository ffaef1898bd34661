import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetafieldConflict, gidId } from '../src/integrations/commerce/commerce.port';
import { DEMO_ORDER_NUMBER, demoSku } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type TestServer } from './harness';

/** The embedded store platform behind the `commerce` port, on the real database (SQLite and PostgreSQL). */
describe('embedded commerce store', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    expect(await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 40 })).toBe(true);
  });
  afterAll(() => server.close());

  it('seeds once', async () => {
    expect(await seedDemoCommerce(server.ctx.db, server.ctx.shop.id)).toBe(false);
  });

  it('finds order 1001 with its customer, fulfilled line items and shipping address', async () => {
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    expect(order?.name).toBe('#1001');
    expect(order?.id).toMatch(/^gid:\/\/shop\/Order\/\d+$/);
    expect(order?.customer?.displayName).toMatch(/^\S+ \S+$/);
    expect(order?.customer?.email).toBe(order?.email);
    expect(order?.displayFulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(order?.lineItems.map((li) => li.sku)).toContain('BDGIFTTAG');
    const fulfilled = order?.lineItems.filter((li) => li.fulfilledQuantity > 0) ?? [];
    expect(fulfilled.length).toBeGreaterThanOrEqual(3);
    expect(order?.lineItems.every((li) => li.unfulfilledQuantity === li.quantity - li.fulfilledQuantity)).toBe(true);
    expect(order?.shippingAddress).toMatchObject({ countryCodeV2: 'US' });
    expect(order?.shippingAddress?.zip).toMatch(/^\d{5}$/);
    expect(order?.totalCents).toBe(order?.lineItems.reduce((s, li) => s + li.priceCents * li.quantity, 0));
    expect(await server.ctx.commerce.orderById(order?.id ?? '')).toEqual(order);
    expect(await server.ctx.commerce.orderByNumber(999_999)).toBeNull();
  });

  it('sets a variant price absolutely', async () => {
    const sku = demoSku(1, 0);
    const variant = await server.ctx.commerce.variantBySku(sku);
    expect(variant?.sku).toBe(sku);
    const after = await server.ctx.commerce.setVariantPrice(variant ?? { id: '', productId: '' }, {
      priceCents: 12_345,
      compareAtCents: null,
    });
    expect(after).toMatchObject({ sku, priceCents: 12_345, compareAtCents: null });
    expect((await server.ctx.commerce.variantsBySkus([sku, 'NOPE'])).map((v) => v.priceCents)).toEqual([12_345]);
  });

  it('reads products by handle with bundle components and pages through them', async () => {
    const bundle = await server.ctx.commerce.productByHandle('starter-combo-kit');
    expect(bundle?.isBundle).toBe(true);
    expect(bundle?.components).toHaveLength(3);
    let cursor: string | null = null;
    const handles: string[] = [];
    do {
      const page = await server.ctx.commerce.listProducts(cursor, 7);
      handles.push(...page.items.map((p) => p.handle));
      cursor = page.nextCursor;
    } while (cursor);
    expect(handles).toHaveLength(25);
    expect(new Set(handles).size).toBe(25);
  });

  it('creates and updates metafields with optimistic concurrency', async () => {
    const product = await server.ctx.commerce.productByHandle('bdgifttag');
    const created = await server.ctx.commerce.createMetafield({
      ownerId: product?.id ?? '',
      namespace: 'Salsify',
      key: 'Product_Media_Json',
      value: '[]',
      type: 'json',
    });
    expect(created.version).toBe(1);
    const updated = await server.ctx.commerce.updateMetafield({ id: created.id, value: '[{"src":"a"}]', type: 'json', version: 1 });
    expect(updated).toMatchObject({ version: 2, value: '[{"src":"a"}]' });
    await expect(server.ctx.commerce.updateMetafield({ id: created.id, value: '[]', type: 'json', version: 1 })).rejects.toBeInstanceOf(
      MetafieldConflict,
    );
    expect((await server.ctx.commerce.metafield(product?.id ?? '', 'Salsify', 'Product_Media_Json'))?.value).toBe('[{"src":"a"}]');
  });

  it('lists orders in a date range, oldest first, page by page', async () => {
    const from = new Date(Date.now() - 61 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    const numbers: number[] = [];
    const created: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await server.ctx.commerce.ordersBetween(from, to, cursor, 9);
      numbers.push(...page.items.map((o) => o.number));
      created.push(...page.items.map((o) => o.createdAt));
      cursor = page.nextCursor;
    } while (cursor);
    expect(numbers).toHaveLength(40);
    expect([...created].sort()).toEqual(created);
    expect(gidId('Order', 'gid://shop/Order/17')).toBe(17);
    expect(gidId('Order', 'gid://shop/Product/17')).toBeNull();
  });
});

import { FIRST_PAUSE_MS } from '../src/integrations/shopify/store-breaker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { productMediaContract } from '@console/contracts/product-media.contract';
import { RETURN_MESSAGES, returnsContract } from '@console/contracts/returns.contract';
import { searchSyncContract } from '@console/contracts/search-sync.contract';
import { BELOW_MAPP_TAG } from '../src/features/bulk-price/price-apply';
import { STALE_MEDIA } from '../src/features/product-media/product-media.service';
import { storeFields } from '../src/features/field-monitoring/field-values';
import { jobRegistry, runJob } from '../src/platform/jobs';
import { JOBS } from '../src/worker';
import { makeDue, noLog, shopDay } from './commerce-support';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { FIXTURE, seedStandInStore } from './shopify-stand-in/stand-in-fixture';
import { createShopifyStandIn, type ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { standInModules } from './shopify-stand-in/stand-in-modules';
import type { StandInRecord } from './shopify-stand-in/stand-in-state';

/**
 * The console on a Shopify store, against the loopback stand-in that executes our
 * documents over the 2026-07 Admin schema: Bulk Price, Product Media, returns, the catalogue read in
 * bulk, orders by date, plus a THROTTLED answer mid-run, a refused return, an expired token and an
 * unreachable store.
 */
describe('the console on a Shopify store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let priceHeaders: IdentityHeaders;
  let mediaHeaders: IdentityHeaders;
  let returnHeaders: IdentityHeaders;
  let syncHeaders: IdentityHeaders;
  const registry = jobRegistry(JOBS);

  beforeAll(async () => {
    standIn = await createShopifyStandIn({
      modules: standInModules,
      bucket: { maximumAvailable: 1000, restoreRate: 500 },
      bulkDelayMs: 30,
    });
    seedStandInStore(standIn.state);
    server = await startTestServer({ runWorker: false, config: { shopify: standIn.config } });
    priceHeaders = (await server.operator(['showBulkPrice'])).headers;
    mediaHeaders = (await server.operator(['showProductMedia'])).headers;
    returnHeaders = (await server.operator(['showOrderReturns'])).headers;
    syncHeaders = (await server.operator(['showSolr'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const variantOf = (sku: string) => standIn.state.all('ProductVariant').find((v) => v.sku === sku) as StandInRecord;
  const productOf = (sku: string) => standIn.state.get(String(variantOf(sku)._productId)) as StandInRecord;
  const updatesOf = (sku: string) =>
    standIn.calls('ProductVariantsBulkUpdate').filter((c) => c.outcome === 'ok' && JSON.stringify(c.variables).includes(variantOf(sku).id));

  async function schedule(sku: string, price: number, belowMapp: boolean) {
    const row = (
      await server.call(bulkPriceContract.update, {
        body: { MODEL: sku, PRICE: price, EFFECTIVE_DATE: shopDay(3), BELOW_MAPP_ITEM_TAG: belowMapp },
        headers: priceHeaders,
      })
    ).data();
    return { id: Number(row.ID), jobId: await makeDue(server, Number(row.ID)) };
  }

  it('Bulk Price: at the start of its day the price reaches the variant once, with the Below MAPP tag; the log keeps what the store answered', async () => {
    const { id, jobId } = await schedule(FIXTURE.drill.sku, 119.5, true);
    await runJob(server.ctx, registry, jobId, noLog);
    expect(variantOf(FIXTURE.drill.sku).price).toBe('119.50');
    expect(updatesOf(FIXTURE.drill.sku)).toHaveLength(1);
    expect(updatesOf(FIXTURE.drill.sku)[0]?.variables).toMatchObject({
      productId: productOf(FIXTURE.drill.sku).id,
      variants: [{ id: variantOf(FIXTURE.drill.sku).id, price: '119.50', compareAtPrice: null }],
    });
    expect(productOf(FIXTURE.drill.sku).tags).toContain(BELOW_MAPP_TAG);
    const log = await server.ctx.db.selectFrom('price_log').selectAll().where('bulk_price_id', '=', id).execute();
    expect(log.map((r) => [r.previous_cents, r.current_cents])).toEqual([[12_999, 11_950]]);
    // The grid shows the store's price now beside the scheduled one.
    const listed = (
      await server.call(bulkPriceContract.list, { body: { searchValue: FIXTURE.drill.sku, searchType: 'SKU' }, headers: priceHeaders })
    ).data();
    expect(listed.rows[0]).toMatchObject({ MODEL: FIXTURE.drill.sku, PRICE: 119.5, STORE_PRICE: 119.5 });
    // Delivered again (a retry): nothing more reaches the store.
    await runJob(server.ctx, registry, jobId, noLog);
    expect(updatesOf(FIXTURE.drill.sku)).toHaveLength(1);

    // A later price without the tag removes it and leaves the product's other tags alone.
    const saw = await schedule(FIXTURE.saw.sku, 79, false);
    await runJob(server.ctx, registry, saw.jobId, noLog);
    expect(productOf(FIXTURE.saw.sku).tags).toEqual(['Clearance']);
    expect(standIn.calls('TagsRemove').at(-1)?.variables).toEqual({ id: productOf(FIXTURE.saw.sku).id, tags: [BELOW_MAPP_TAG] });
  });

  it('Bulk Price: a THROTTLED answer in the middle of a run still applies every price exactly once', async () => {
    const skus = [FIXTURE.gloves.sku, 'GLV-301', 'PACK-1'];
    const jobs = [];
    for (const [n, sku] of skus.entries()) jobs.push((await schedule(sku, 20 + n, false)).jobId);
    const before = standIn.calls('ProductVariantsBulkUpdate').length;
    standIn.fault({ operation: 'ProductVariantsBulkUpdate', throttle: true }, 2);
    for (const jobId of jobs) await runJob(server.ctx, registry, jobId, noLog);
    const outcomes = standIn
      .calls('ProductVariantsBulkUpdate')
      .slice(before)
      .map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(2);
    for (const [n, sku] of skus.entries()) {
      expect(updatesOf(sku)).toHaveLength(1);
      expect(variantOf(sku).price).toBe(`${20 + n}.00`);
    }
  });

  it('Bulk Price: with the store unreachable the job fails with a clear message and is retried; nothing is lost', async () => {
    const { id, jobId } = await schedule(FIXTURE.saw.sku, 75, false);
    await standIn.goDown();
    const errors: unknown[] = [];
    try {
      await runJob(server.ctx, registry, jobId, (_m, err) => errors.push(err));
    } finally {
      await standIn.comeBack();
    }
    expect(String(errors[0])).toMatch(/did not answer/);
    const job = await server.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(job.last_error).toMatch(/did not answer/);
    expect((await server.ctx.db.selectFrom('bulk_prices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'scheduled',
    );
    await server.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    // Within the pause after the store stopped answering, the job is held back without a call or an attempt.
    const callsBefore = standIn.received.length;
    await runJob(server.ctx, registry, jobId, noLog);
    expect(standIn.received.length).toBe(callsBefore);
    const held = await server.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'run_after'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ status: 'pending', attempts: job.attempts });
    expect(Date.parse(held.run_after)).toBeLessThanOrEqual(Date.now() + FIRST_PAUSE_MS);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(held.run_after) - Date.now() + 10));
    await runJob(server.ctx, registry, jobId, noLog);
    expect(variantOf(FIXTURE.saw.sku).price).toBe('75.00');
    expect((await server.ctx.db.selectFrom('bulk_prices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'applied',
    );
  });

  it('Product Media: reads the Salsify metafield from the store and saves with compareDigest; a stale save is refused', async () => {
    const media = async () =>
      (await server.call(productMediaContract.media, { query: { handle: FIXTURE.drill.handle }, headers: mediaHeaders })).data()
        .productByHandle;
    const read = (await media())?.metafield;
    expect(read?.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(JSON.parse(read?.value ?? '[]')).toEqual([expect.objectContaining({ src: 'https://cdn.shopify.example/drill.jpg' })]);
    const value = JSON.stringify([{ src: 'https://cdn.shopify.example/new.jpg', type: 'image', state: 'online', sort: 1, alt: 'New' }]);
    const saved = await server.call(productMediaContract.update, {
      body: { metafield: { id: read?.id, value, type: 'json', version: read?.version } },
      headers: mediaHeaders,
    });
    expect(saved.status).toBe(200);
    expect(saved.data().metafield.version).not.toBe(read?.version);
    const set = standIn.calls('MetafieldsSet').at(-1);
    expect(set?.variables).toMatchObject({
      metafields: [{ key: 'Product_Media_Json', namespace: 'Salsify', compareDigest: expect.any(String) }],
    });
    const stale = await server.call(productMediaContract.update, {
      body: { metafield: { id: read?.id, value: '[]', type: 'json', version: read?.version } },
      headers: mediaHeaders,
    });
    expect(stale.status).toBe(409);
    expect(stale.error().message).toBe(STALE_MEDIA);
    expect(JSON.parse((await media())?.metafield?.value ?? '')).toEqual(JSON.parse(value));
    // A bare number from a client names the same product.
    const bySku = (await server.call(productMediaContract.media, { query: { handle: FIXTURE.drill.sku }, headers: mediaHeaders })).data();
    expect(bySku.productByHandle?.handle).toBe(FIXTURE.drill.handle);
  });

  it('renews the token when the store says it expired', async () => {
    const before = standIn.tokenRequests;
    standIn.expireTokens();
    const res = await server.call(productMediaContract.media, { query: { handle: FIXTURE.saw.handle }, headers: mediaHeaders });
    expect(res.data().productByHandle?.handle).toBe(FIXTURE.saw.handle);
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it('Returns: the order comes from the store; Create Return makes the return there and attaches the label with its tracking number', async () => {
    const found = (
      await server.call(returnsContract.search, { query: { value: String(FIXTURE.orderNumber) }, headers: returnHeaders })
    ).data();
    expect(found.data.orderId).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    const drill = found.data.orderDetails?.lineItems.find((li) => li.sku === FIXTURE.drill.sku);
    expect(drill).toMatchObject({ fulfilledQuantity: 2, remainingQty: 2, variant: { weight: 4.5, weightUnit: 'POUNDS' } });
    expect(found.data.orderDetails?.lineItems.find((li) => li.sku === FIXTURE.gloves.sku)).toMatchObject({
      fulfilledQuantity: 0,
      remainingQty: 0,
    });

    const body = {
      orderId: String(FIXTURE.orderNumber),
      editShippingAdress: false,
      isChecked1: false,
      lineItems: [{ id: drill?.id ?? '', returningQty: 1, uniqueisChecked1: false }],
    };
    const res = (
      await server.call(returnsContract.create, { body: { ...body, idempotencyKey: 'shopify-return-1' }, headers: returnHeaders })
    ).data();
    expect(res).toMatchObject({ success: true, upsError: false });
    const tracking = res.returns[0]?.tracking_number;
    expect(standIn.calls('ReturnCreate').filter((c) => c.outcome === 'ok')).toHaveLength(1);
    expect(standIn.state.all('Return')).toHaveLength(1);
    const [delivery] = standIn.state.all('ReverseDelivery');
    expect(delivery?._tracking).toEqual({ number: tracking });
    const label = (delivery?._label as { fileUrl: string }).fileUrl;
    const uploaded = await fetch(label);
    expect(
      Buffer.from(await uploaded.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The same request again answers the first result: no second return, no second label.
    const again = (
      await server.call(returnsContract.create, { body: { ...body, idempotencyKey: 'shopify-return-1' }, headers: returnHeaders })
    ).data();
    expect(again.returns[0]?.tracking_number).toBe(tracking);
    expect(standIn.calls('ReturnCreate').filter((c) => c.outcome === 'ok')).toHaveLength(1);
  });

  it('Returns: when the store refuses the return, no label is bought and the operator reads the error', async () => {
    const labelsBefore = (await server.ctx.db.selectFrom('return_labels').select('id').execute()).length;
    const found = (
      await server.call(returnsContract.search, { query: { value: `#${FIXTURE.orderNumber}` }, headers: returnHeaders })
    ).data();
    const drill = found.data.orderDetails?.lineItems.find((li) => li.sku === FIXTURE.drill.sku);
    standIn.ctx.refuse.add('returnCreate');
    try {
      const res = await server.call(returnsContract.create, {
        body: {
          orderId: String(FIXTURE.orderNumber),
          editShippingAdress: false,
          isChecked1: false,
          idempotencyKey: 'shopify-return-2',
          lineItems: [{ id: drill?.id ?? '', returningQty: 1, uniqueisChecked1: false }],
        },
        headers: returnHeaders,
      });
      expect(res.data()).toMatchObject({ success: false, message: RETURN_MESSAGES.generic });
      expect(RETURN_MESSAGES.generic).toBe('Error: Unable To Create Return');
    } finally {
      standIn.ctx.refuse.delete('returnCreate');
    }
    expect((await server.ctx.db.selectFrom('return_labels').select('id').execute()).length).toBe(labelsBefore);
    expect(standIn.state.all('ReverseDelivery')).toHaveLength(1);
    // The quantity held for the refused return is free again.
    const after = (
      await server.call(returnsContract.search, { query: { value: String(FIXTURE.orderNumber) }, headers: returnHeaders })
    ).data();
    expect(after.data.orderDetails?.lineItems.find((li) => li.sku === FIXTURE.drill.sku)?.remainingQty).toBe(1);
  });

  it('Search-index sync builds the index from a bulk read of the store', async () => {
    const started = (await server.call(searchSyncContract.start, { headers: syncHeaders })).data();
    await runJob(server.ctx, registry, started.jobId ?? 0, noLog);
    expect(await server.ctx.searchIndex.count()).toBe(4);
    expect(standIn.calls('BulkOperationRunQuery').at(-1)?.variables).toMatchObject({
      groupObjects: true,
      query: expect.stringContaining('query CatalogueBulk'),
    });
    expect(standIn.calls('ProductsPage')).toHaveLength(0);
    const hits = await server.ctx.searchIndex.search({ text: 'Safety Pack', limit: 10 });
    expect(hits.products.map((p) => p.title)).toEqual(['Safety Pack']);
    // Search filters' collections are the store's collections.
    const collections = await server.ctx.db.selectFrom('search_collections').select(['handle', 'title']).orderBy('title').execute();
    expect(collections).toEqual([
      { handle: 'power-tools', title: 'Power Tools' },
      { handle: 'safety', title: 'Safety' },
    ]);
  });

  it("Display Names: the keys are the store's product metafield definitions; the display text is ours", async () => {
    const headers = (await server.operatorSession(['showMetafieldDisplayNames'])).headers;
    const list = (await server.call(displayNamesContract.list, { headers })).data();
    expect(list.data).toHaveLength(2);
    expect(list.data).toEqual(
      expect.arrayContaining([
        { key: 'Voltage', value: 'Voltage' },
        { key: 'Product_Media_Json', value: 'Product media' },
      ]),
    );
    const saved = await server.call(displayNamesContract.update, {
      body: { id: list.metaFieldId, updateList: [{ key: 'Voltage', value: 'Rated Voltage' }] },
      headers,
    });
    expect(saved.status).toBe(200);
    expect((await server.call(displayNamesContract.list, { headers })).data().data).toContainEqual({
      key: 'Voltage',
      value: 'Rated Voltage',
    });
    expect(standIn.calls('MetafieldsSet').every((c) => !JSON.stringify(c.variables).includes('Rated Voltage'))).toBe(true);
  });

  it('Field monitoring finds the monitored metafields in the bulk read; reports read orders by date within the cost limit', async () => {
    expect(await storeFields(server.ctx.commerce)).toEqual(expect.arrayContaining(['specs.Voltage']));
    const orders = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page = await server.ctx.commerce.ordersBetween('2026-11-03T00:00:00Z', '2026-11-08T23:59:59Z', cursor, 100);
      orders.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(orders.map((o) => o.number)).toEqual([1002, 1003, 1004, 1005, 1006]);
    expect(orders[0]?.totalCents).toBe(139_00 * 3);
    const queries = standIn.calls('OrdersCreatedBetween');
    expect(queries[0]?.variables.query).toBe('created_at:>=2026-11-03T00:00:00Z created_at:<=2026-11-08T23:59:59Z');
    // Every page within the 1,000-point limit of one query (a throttle on the first, unknown-cost call is waited out).
    expect(queries.filter((c) => c.outcome === 'error')).toEqual([]);
  });
});

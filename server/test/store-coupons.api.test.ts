import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { couponsContract } from '@console/contracts/coupons.contract';
import { discountCodes, seedDiscount } from './shopify-stand-in/discounts.module';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { sendWebhook } from './shopify-stand-in/webhook-sender';
import { CLIENT_SECRET, settleStoreJobs, startStoreServer } from './store-mirror-support';
import { runJobsNow, startMoneyStandIn } from './store-money-support';
import { seedOrder } from './shopify-stand-in/orders.module';
import { enqueue } from '../src/platform/jobs';
import { couponOrdersReconcileJob } from '../src/features/coupons/coupons.jobs';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * Coupons on a connected store: uploaded codes become redeem codes of the configured
 * discount (or of one the console makes once), each once; a code the store refuses is not ours
 * either; Used and Order Id come from the store's orders.
 */
describe('coupons on the store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;
  let discountId: string;
  let other: ShopifyStandIn | undefined;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    discountId = seedDiscount(standIn.ctx, 'Spring coupons').id;
    server = await startStoreServer(standIn, { config: { shopifyCouponDiscountId: discountId } });
    headers = (await server.operator(['showCoupons'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
    await other?.close();
  });

  async function upload(rows: Record<string, string>[], on: TestServer = server, as: IdentityHeaders = headers) {
    const { jobId } = (await on.call(couponsContract.upload, { body: { excelData: rows }, headers: as })).data();
    return on.waitForJob(jobId, as);
  }
  const list = async () => (await server.call(couponsContract.list, { query: { page: 1, per_page: 50 }, headers })).data().data.results;

  it('adds the uploaded codes to the configured discount once; uploading them again adds nothing', async () => {
    const job = await upload([{ CouponCode: 'save-a1' }, { CouponCode: 'SAVE-A2' }, { CouponCode: 'SAVE-A3' }]);
    expect(job.status).toBe('done');
    expect(job.outcomes.map((o) => o.message)).toEqual(['Coupon added.', 'Coupon added.', 'Coupon added.']);
    expect(discountCodes(standIn.ctx, discountId)).toEqual(['SAVE-A1', 'SAVE-A2', 'SAVE-A3']);
    const adds = standIn.calls('CouponCodesBulkAdd').length;
    expect(adds).toBe(1);
    const again = await upload([{ CouponCode: 'SAVE-A1' }, { CouponCode: 'SAVE-A2' }]);
    expect(again.outcomes.map((o) => o.message)).toEqual(['Coupon already there.', 'Coupon already there.']);
    expect(standIn.calls('CouponCodesBulkAdd')).toHaveLength(adds);
    expect(discountCodes(standIn.ctx, discountId)).toEqual(['SAVE-A1', 'SAVE-A2', 'SAVE-A3']);
  });

  it('shows a code the store refuses on its row and keeps nothing of it', async () => {
    seedDiscount(standIn.ctx, 'Another discount', ['TAKEN-1']);
    const job = await upload([{ CouponCode: 'TAKEN-1' }, { CouponCode: 'SAVE-B1' }]);
    expect(job.outcomes.map((o) => [o.status, o.message])).toEqual([
      ['failed', 'The store refused the code: Code must be unique. Please try a different code.'],
      ['done', 'Coupon added.'],
    ]);
    expect((await list()).map((c) => c.CouponCode)).not.toContain('TAKEN-1');
    expect(discountCodes(standIn.ctx, discountId)).not.toContain('TAKEN-1');
  });

  it('marks a coupon used from the order that applied it (orders/create); a duplicate event changes nothing', async () => {
    const body = {
      id: 55,
      name: '#2001',
      order_number: 2001,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
      discount_codes: [{ code: 'save-a2', amount: '5.00', type: 'percentage' }],
    };
    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'orders/create', body);
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    const used = (await list()).find((c) => c.CouponCode === 'SAVE-A2');
    expect(used).toMatchObject({ Used: true, OrderId: '2001', AssignDate: '2026-11-20T10:00:00.000Z' });
    // A later order naming the same code (or the same event again) never re-assigns it.
    await sendWebhook(server.url, CLIENT_SECRET, 'orders/updated', { ...body, name: '#2002', order_number: 2002 });
    await sendWebhook(server.url, CLIENT_SECRET, 'orders/create', body, { eventId: sent.eventId });
    await settleStoreJobs(server);
    expect((await list()).find((c) => c.CouponCode === 'SAVE-A2')).toMatchObject({ Used: true, OrderId: '2001' });
    expect((await list()).find((c) => c.CouponCode === 'SAVE-A1')).toMatchObject({ Used: false, OrderId: null });
  });

  it('catches an order the webhooks missed by reconciling orders updated since the watermark', async () => {
    const order = seedOrder(standIn.state, {
      number: 2010,
      createdAt: new Date().toISOString(),
      email: 'shopper@store.test',
      lineItems: [],
    });
    Object.assign(order, { discountCodes: ['SAVE-A3'], updatedAt: new Date().toISOString() });
    await enqueue(server.ctx.db, couponOrdersReconcileJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    const jobs = await runJobsNow(server, 'coupons.store-orders');
    expect(jobs.map((j) => j.status)).toEqual(['done']);
    expect((await list()).find((c) => c.CouponCode === 'SAVE-A3')).toMatchObject({ Used: true, OrderId: '2010' });
    expect(standIn.calls('CouponOrdersUpdatedSince').at(-1)?.variables.query).toMatch(/^updated_at:>'\d{4}-/);
  });

  it('without a configured discount makes one basic code discount once, for every upload', async () => {
    const other = await startStoreServer(standIn);
    try {
      const as = (await other.operator(['showCoupons'])).headers;
      expect((await upload([{ CouponCode: 'MADE-1' }], other, as)).status).toBe('done');
      expect((await upload([{ CouponCode: 'MADE-2' }], other, as)).status).toBe('done');
      expect(standIn.calls('CouponDiscountCreate')).toHaveLength(1);
      const made = standIn.state.all('DiscountCodeNode').find((d) => d._title === 'Console coupons');
      expect(made && discountCodes(standIn.ctx, made.id).slice(1)).toEqual(['MADE-1', 'MADE-2']);
    } finally {
      await other.close();
    }
  });

  it("puts a second shop's codes under that shop's own discount on its own store, never the first shop's", async () => {
    // Last in this file: the second shop's own schedules add jobs the tests above count. Open until the end, as
    // the shop's store-sync jobs keep running against it.
    other = await startMoneyStandIn({ shopDomain: 'employee-store-ca.myshopify.com' });
    const otherDiscount = seedDiscount(other.ctx, 'Canada coupons').id;
    await server.addShop('employee-store-ca', { storeUrl: other.url, couponDiscountId: otherDiscount });
    const shopHeaders = (await server.operatorSession(['showCoupons'])).headers;
    const uploaded = await server.call(couponsContract.upload, {
      body: { excelData: [{ CouponCode: 'CA-1' }] },
      headers: shopHeaders,
      shop: 'employee-store-ca',
    });
    const job = await server.waitForJob(uploaded.data().jobId, { ...shopHeaders, 'x-shop-name': 'employee-store-ca' });
    expect(job.outcomes.map((o) => o.message)).toEqual(['Coupon added.']);
    expect(discountCodes(other.ctx, otherDiscount)).toEqual(['CA-1']);
    expect(discountCodes(standIn.ctx, discountId)).not.toContain('CA-1');
    // The shop's own discount was used as it is: none was made on its store.
    expect(other.calls('CouponDiscountCreate')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponsContract } from '@console/contracts/coupons.contract';
import { DEMO_ORDER_NUMBER } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { upsertCoupon } from '../src/features/coupons/coupons.repository';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * Coupons (docs/functions/commerce-tools.md §2.4): upload, the grid with Used / Not Used and paging, Resend as a real e-mail to the order's
 * customer.
 */
describe('coupons', () => {
  let peer: SmtpPeer;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ config: { smtpUrl: peer.url } });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 12 });
    headers = (await server.operator(['showCoupons'])).headers;
    const rows = [
      ...Array.from({ length: 11 }, (_, n) => ({ CouponCode: `FREE-${n}`, OrderId: '', AssignDate: '' })),
      { CouponCode: 'SAVE10-A1', OrderId: String(DEMO_ORDER_NUMBER), AssignDate: '2026-11-02T15:30:00Z' },
      { 'Coupon Code': 'save20-b2', 'Order Id': `#${DEMO_ORDER_NUMBER + 3}`, 'Assigned Date': '11/05/2026' },
      { CouponCode: 'x', OrderId: '' },
      { CouponCode: 'BAD-ORDER', OrderId: 'abc' },
    ];
    const { jobId } = (await server.call(couponsContract.upload, { body: { excelData: rows }, headers })).data();
    const job = await server.waitForJob(jobId, headers);
    expect(job.status).toBe('done');
  });
  afterAll(async () => {
    await server.close();
    await peer.close();
  });

  it('imports codes, keeps the failed rows with their reasons', async () => {
    const rows = await server.ctx.db.selectFrom('coupons').select(['code', 'order_ref', 'assigned_at']).orderBy('id').execute();
    expect(rows).toHaveLength(13);
    expect(rows.find((r) => r.code === 'SAVE10-A1')).toEqual({
      code: 'SAVE10-A1',
      order_ref: '1001',
      assigned_at: '2026-11-02T15:30:00.000Z',
    });
    expect(rows.find((r) => r.code === 'SAVE20-B2')?.order_ref).toBe('1004');
    const detail = await server.ctx.db.selectFrom('job_batches').select('outcomes').execute();
    const outcomes = detail.flatMap((d) => JSON.parse(d.outcomes) as Array<{ row: number; status: string; message: string }>);
    expect(outcomes.filter((o) => o.status === 'failed').map((o) => [o.row, o.message])).toEqual([
      [14, 'Coupon code not valid.'],
      [15, 'Order Id not valid.'],
    ]);
  });

  it('lists 10 a page with Used / Not Used, order and assigned date', async () => {
    const page1 = (await server.call(couponsContract.list, { query: { page: 1, per_page: 10 }, headers })).data().data;
    expect(page1).toMatchObject({ page: 1, per_page: 10, total_pages: 2, total: 13 });
    expect(page1.results).toHaveLength(10);
    const used = page1.results.find((c) => c.CouponCode === 'SAVE10-A1');
    expect(used).toMatchObject({ Used: true, OrderId: '1001', AssignDate: '2026-11-02T15:30:00.000Z', resendCount: 0, lastResend: null });
    const page2 = (await server.call(couponsContract.list, { query: { page: 2, per_page: 10 }, headers })).data().data;
    expect(page2.results).toHaveLength(3);
    expect(page2.results.every((c) => !c.Used && c.OrderId === null && c.AssignDate === null)).toBe(true);
    const ranged = (await server.call(couponsContract.list, { query: { date_from: '2026-11-02', date_to: '2026-11-02' }, headers })).data()
      .data;
    expect(ranged.results.map((c) => c.CouponCode)).toEqual(['SAVE10-A1']);
  });

  it('finds a code by its start in any case, filters Used / Not Used, and names the customer of a used one', async () => {
    const list = async (query: { search?: string; used?: 'used' | 'unused'; page?: number }) =>
      (await server.call(couponsContract.list, { query, headers })).data().data;
    const found = await list({ search: 'save10' });
    expect(found.results.map((c) => c.CouponCode)).toEqual(['SAVE10-A1']);
    expect(found).toMatchObject({ total: 1, total_pages: 1 });
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    expect(found.results[0]?.customer).toEqual({ name: order?.customer?.displayName, email: order?.customer?.email });
    expect((await list({ search: 'FREE-1' })).results.map((c) => c.CouponCode).sort()).toEqual(['FREE-1', 'FREE-10']);
    expect((await list({ search: 'NOPE' })).total).toBe(0);

    const used = await list({ used: 'used' });
    expect(used.results.map((c) => c.CouponCode).sort()).toEqual(['SAVE10-A1', 'SAVE20-B2']);
    const unused = await list({ used: 'unused' });
    expect(unused).toMatchObject({ total: 11, total_pages: 2 });
    expect(unused.results.every((c) => !c.Used && c.customer === null)).toBe(true);
    expect((await list({ search: 'FREE', used: 'used' })).total).toBe(0);
    expect((await server.call(couponsContract.list, { query: { used: 'maybe' as 'used' }, headers })).status).toBe(400);
    expect((await server.call(couponsContract.list, { query: { search: 'x'.repeat(61) }, headers })).status).toBe(400);
  });

  it("keeps the search to the request's shop", async () => {
    const second = await server.addShop('coupons-second');
    await upsertCoupon(second.db, second.shop.id, { code: 'SAVE10-OTHER', orderRef: null, assignedAt: null });
    const both = (await server.operator(['showCoupons'])).headers;
    const codes = async (shop?: string) =>
      (await server.call(couponsContract.list, { query: { search: 'SAVE10' }, headers: both, ...(shop ? { shop } : {}) }))
        .data()
        .data.results.map((c) => c.CouponCode);
    expect(await codes()).toEqual(['SAVE10-A1']);
    expect(await codes('coupons-second')).toEqual(['SAVE10-OTHER']);
  });

  it("resends the coupon e-mail to the order's customer over SMTP and records it", async () => {
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    const to = order?.customer?.email ?? '';
    const res = (await server.call(couponsContract.resend, { body: { id: String(DEMO_ORDER_NUMBER) }, headers })).data();
    expect(res).toEqual({ success: true, message: 'Email sent successfully', to, codes: ['SAVE10-A1'] });
    const mail = await peer.waitFor((m) => m.to === to);
    expect(mail.subject).toMatch(/coupon code/i);
    expect(mail.raw).toContain('SAVE10-A1');
    expect(mail.raw).toContain('#1001');

    // By gid too; each resend is recorded with who, when, where and the message's status.
    await server.call(couponsContract.resend, { body: { id: order?.id ?? '' }, headers });
    await peer.waitFor((m) => m.to === to && peer.received.filter((r) => r.to === to).length >= 2);
    const resends = await server.ctx.db.selectFrom('coupon_resends').selectAll().execute();
    expect(resends).toHaveLength(2);
    expect(resends.every((r) => r.to_address === to && r.operator_id !== null)).toBe(true);
    let listed;
    for (let i = 0; i < 50; i++) {
      listed = (await server.call(couponsContract.list, { query: { page: 1 }, headers }))
        .data()
        .data.results.find((c) => c.CouponCode === 'SAVE10-A1');
      if (listed?.lastResend?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(listed).toMatchObject({ resendCount: 2, lastResend: { to, status: 'sent' } });
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'coupons.resend').execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a resend for an order without a used coupon', async () => {
    expect((await server.call(couponsContract.resend, { body: { id: DEMO_ORDER_NUMBER + 1 }, headers })).status).toBe(404);
    expect((await server.call(couponsContract.resend, { body: { id: 'gid://shop/Product/1' }, headers })).status).toBe(404);
    expect((await server.call(couponsContract.resend, { body: {}, headers })).status).toBe(400);
  });

  it('needs the Coupons flag', async () => {
    const other = (await server.operator(['showBulkPrice'])).headers;
    expect((await server.call(couponsContract.resend, { body: { id: 1001 }, headers: other })).status).toBe(403);
  });
});

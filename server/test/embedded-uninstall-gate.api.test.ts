import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsContract, STATUS_TAGS } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { couponOrdersReconcileJob } from '../src/features/coupons/coupons.jobs';
import { uninstalledAt } from '../src/features/store-sync/store-install.service';
import { enqueue } from '../src/platform/jobs';
import { discountsModule, seedDiscount } from './shopify-stand-in/discounts.module';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { sendWebhook } from './shopify-stand-in/webhook-sender';
import { MIRROR_MODULES } from './store-mirror-modules';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { TestServer } from './harness';

/**
 * app/uninstalled stops every call to the store in one place, the Shopify client: a job of
 * any feature waits without using up its attempts, and runs once when a launch installs the app again.
 */
describe('the uninstalled app gates every store call', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, discountsModule, tokenExchangeModule] });
    server = await startStoreServer(standIn, { config: { shopifyCouponDiscountId: seedDiscount(standIn.ctx, 'Spring coupons').id } });
    await server.addOperator(['showStudents'], { email: 'robin.staff@store.test' });
    addStaffMember(standIn.state, '201', 'robin.staff@store.test');
    await settleStoreJobs(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const openApp = () =>
    server.call(studentsContract.list, {
      params: { status: 'approved' },
      body: { searchValue: '', searchType: 'Email' },
      headers: { authorization: `Bearer ${signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, STAND_IN_SHOP, '201'))}` },
    });
  const orderReads = () => standIn.calls('CouponOrdersUpdatedSince').length;
  const jobOf = (id: number) => server.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps a coupon orders job waiting, unsent and not failed, and runs it once after the resume', async () => {
    expect((await openApp()).status).toBe(200);
    expect(
      (await sendWebhook(server.url, CLIENT_SECRET, 'app/uninstalled', { id: 1, domain: STAND_IN_SHOP, myshopify_domain: STAND_IN_SHOP }))
        .status,
    ).toBe(200);
    await settleStoreJobs(server);

    const before = orderReads();
    const jobId = await enqueue(server.ctx.db, couponOrdersReconcileJob, {}, { shop: server.ctx.shop.id, operatorId: null });
    // More runs than the job's five attempts: a failure would have ended it for good.
    for (let run = 0; run < 7; run += 1) {
      await server.ctx.db
        .updateTable('jobs')
        .set({ run_after: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', jobId)
        .execute();
      server.ctx.jobs.notify(jobId);
      // Back to wait: pending again, a minute away.
      await expect
        .poll(
          async () => {
            const job = await jobOf(jobId);
            return job.status === 'pending' && new Date(job.run_after).getTime() > Date.now() + 30_000;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    expect((await jobOf(jobId)).last_error).toMatch(/^The app was uninstalled from the store: CouponOrdersUpdatedSince is not sent/);
    expect(orderReads()).toBe(before);
    const waiting = await jobOf(jobId);
    expect(waiting.attempts).toBe(0);
    expect(new Date(waiting.run_after).getTime()).toBeGreaterThan(Date.now() + 30_000);

    // A launch exchanges a token again (not gated): the waiting job is woken and reaches the store once.
    expect((await openApp()).status).toBe(200);
    await expect.poll(async () => (await jobOf(jobId)).status, { timeout: 15_000 }).toBe('done');
    expect(orderReads()).toBe(before + 1);
    expect((await jobOf(jobId)).attempts).toBe(1);
  });

  it("answers an operator's store write with 503 and the reason, sends nothing, and makes the change once after the resume", async () => {
    // Installed to begin with (a retry of this test may follow an attempt that stopped while uninstalled).
    expect((await openApp()).status).toBe(200);
    const [store] = seedStoreCustomers(standIn, 1, { prefix: `gated-${Date.now()}`, tags: ['UserType:Student', 'Pending'] });
    if (!store) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', store);
    await settleStoreJobs(server);
    const row = await mirrored(server, store);
    if (!row) throw new Error('not mirrored');
    const operator = await server.operator(['showStudents']);
    const tagCalls = () => standIn.calls('CustomerTagsRemove').length + standIn.calls('CustomerTagsAdd').length;
    const before = tagCalls();

    expect(
      (await sendWebhook(server.url, CLIENT_SECRET, 'app/uninstalled', { id: 1, domain: STAND_IN_SHOP, myshopify_domain: STAND_IN_SHOP }))
        .status,
    ).toBe(200);
    // The webhook's work is a job: the operator's write below is made once the uninstall is recorded.
    await expect.poll(() => uninstalledAt(server.ctx.db, server.ctx.shop.id), { timeout: 15_000 }).not.toBeNull();
    const res = await server.call(registrationsContract.setStatus, {
      body: { ids: `gid://shop/Customer/${row.id}`, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.approved },
      headers: operator.headers,
    });
    expect(res.status).toBe(503);
    expect(res.error().message).toContain('The app was uninstalled from the store');
    expect(tagCalls()).toBe(before);
    expect(store.tags).toContain('Pending');
    expect(await mirrored(server, store)).toMatchObject({ status: 'pending' });

    // A staff member opens the app again: what was asked for is made once.
    expect((await openApp()).status).toBe(200);
    await expect.poll(async () => (await mirrored(server, store))?.status, { timeout: 20_000 }).toBe('approved');
    await settleStoreJobs(server);
    expect(standIn.calls('CustomerTagsAdd').filter((c) => c.variables.id === store.id)).toHaveLength(1);
    expect(store.tags).toContain('Approved');
  });
});
